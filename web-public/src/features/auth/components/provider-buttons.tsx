import { providerLoginHref, useAuthProviders } from '../api/get-providers';

/** 'Continue with {provider}' for each identity provider the server has configured. */
export function ProviderButtons({ returnTo }: { returnTo: string }) {
  const { data: providers = [] } = useAuthProviders();
  if (providers.length === 0) return null;
  return (
    <div className="auth__providers">
      <p className="auth__or" aria-hidden="true">
        or
      </p>
      {providers.map((provider) => (
        // A full page load: the provider's login happens on its own site.
        <a key={provider.type} className="button button--ghost" href={providerLoginHref(provider, returnTo)}>
          Continue with {provider.name}
        </a>
      ))}
    </div>
  );
}
