import { FORM_MESSAGES, LIMITS } from '@reviews/libs/constants';
import type { UpdateProfileRequest, User } from '@reviews/libs/contract';
import { useId, useState, type FormEvent } from 'react';

import { Field, FormMessage } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useUpdateProfile } from '../api/update-profile';

const PROFILE_UPDATED = 'Profile successfully updated';

/** The text fields; the picture has its own save (AvatarSettings). */
type Profile = Omit<UpdateProfileRequest, 'picture'>;
const REQUIRED: (keyof Profile)[] = ['username', 'watching', 'favoriteMovie', 'favoriteShow', 'bio'];

function profileOf(user: User): Profile {
  const { username, watching, favoriteMovie, favoriteShow, bio } = user;
  return { username, watching, favoriteMovie, favoriteShow, bio };
}

/** Spec §2 settings: the profile's text fields, all required. */
export function SettingsForm({ user }: { user: User }) {
  const [profile, setProfile] = useState<Profile>(() => profileOf(user));
  const setSessionUser = useSetSessionUser();
  const update = useUpdateProfile();
  const messageId = useId();
  const filled = REQUIRED.every((name) => profile[name].trim() !== '');

  const field = (name: keyof Profile) => ({
    value: profile[name],
    onChange: (value: string) => setProfile((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return showAlert(FORM_MESSAGES.fillOutAllFields, 'error');
    // The picture as saved: PUT /api/user/ takes it, and it changes only through its own save.
    update.mutate(
      { ...profile, picture: user.picture },
      {
        onSuccess: (saved) => {
          setSessionUser(saved);
          setProfile(profileOf(saved));
          showAlert(PROFILE_UPDATED, 'success');
        },
        onError: (error) => showAlert(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <form className="form settings-form" onSubmit={submit} noValidate aria-label="Profile">
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
