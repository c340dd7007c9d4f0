import { AVATAR_SIZES, FORM_MESSAGES, LIMITS } from '@reviews/libs/constants';
import type { UpdateProfileRequest, User } from '@reviews/libs/contract';
import { resizeProviderPicture } from '@reviews/libs/rules';
import { useId, useState, type FormEvent } from 'react';

import { Avatar } from '../../../components/avatar';
import { Field, FormMessage } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';

const PROFILE_UPDATED = 'Profile successfully updated';

type Profile = UpdateProfileRequest;
const REQUIRED: (keyof Profile)[] = ['username', 'watching', 'favoriteMovie', 'favoriteShow', 'bio'];

/** What the server shows without a picture of one's own (the provider's, resized), else none. */
function providerPicture(user: User): string | null {
  return user.thirdPartyPicture ? resizeProviderPicture(user.thirdPartyPicture, AVATAR_SIZES.large) : null;
}

function profileOf(user: User): Profile {
  const { username, watching, favoriteMovie, favoriteShow, bio, picture } = user;
  return { username, watching, favoriteMovie, favoriteShow, bio, picture };
}

/** Spec §2 settings: the profile fields, all but the picture required, with the avatar as it will look. */
export function SettingsForm({ user }: { user: User }) {
  const [profile, setProfile] = useState<Profile>(() => profileOf(user));
  const setSessionUser = useSetSessionUser();
  const update = useUpdateProfile();
  const messageId = useId();
  const filled = REQUIRED.every((name) => profile[name].trim() !== '');
  const picture = profile.picture.trim();

  const field = (name: keyof Profile) => ({
    value: profile[name],
    onChange: (value: string) => setProfile((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return showAlert(FORM_MESSAGES.fillOutAllFields, 'error');
    update.mutate(profile, {
      onSuccess: (saved) => {
        setSessionUser(saved);
        setProfile(profileOf(saved));
        showAlert(PROFILE_UPDATED, 'success');
      },
      onError: (error) => showAlert(errorMessage(error), 'error'),
    });
  };

  return (
    <form className="form settings-form" onSubmit={submit} noValidate aria-label="Profile">
      <div className="settings-form__avatar">
        {/* An empty picture falls back to the provider's, then to the letter on a colour. */}
        <Avatar
          username={profile.username.trim() || user.username}
          src={picture || providerPicture(user)}
          size={96}
        />
        <Field
          label="Picture URL"
          type="url"
          value={profile.picture}
          onChange={field('picture').onChange}
          placeholder="https://…"
          hint="Optional; leave empty to use your initial."
        />
        <AvatarUpload onUploaded={field('picture').onChange} />
      </div>
      <Field
        label="Username"
        autoComplete="username"
        {...field('username')}
        maxLength={LIMITS.usernameMax}
        hint={`${LIMITS.usernameMin} to ${LIMITS.usernameMax} letters, digits, _, - or .`}
      />
      <Field label="Watching" {...field('watching')} maxLength={LIMITS.watching} />
      <Field label="Favorite movie" {...field('favoriteMovie')} maxLength={LIMITS.favorite} />
      <Field label="Favorite show" {...field('favoriteShow')} maxLength={LIMITS.favorite} />
      <Field label="Bio" multiline {...field('bio')} maxLength={LIMITS.bio} hint="Markdown welcome." />
      {!filled && <FormMessage id={messageId}>{FORM_MESSAGES.fillOutAllFields}</FormMessage>}
      <button
        type="submit"
        className="button"
        disabled={!filled || update.isPending}
        aria-describedby={filled ? undefined : messageId}
      >
        {update.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
