import { AVATAR_SIZES } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';
import { resizeProviderPicture } from '@reviews/libs/rules';
import { useState, type FormEvent } from 'react';

import { Avatar } from '../../../components/avatar';
import { Field } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useUpdateAvatar } from '../api/update-avatar';
import { AvatarUpload } from './avatar-upload';

const PICTURE_UPDATED = 'Picture updated';

/** What the server shows without a picture of one's own (the provider's, resized), else none. */
function providerPicture(user: User): string | null {
  return user.thirdPartyPicture ? resizeProviderPicture(user.thirdPartyPicture, AVATAR_SIZES.large) : null;
}

/**
 * The picture, saved on its own (PUT /api/user/avatar): an upload takes effect at once, a typed
 * URL with "Save picture"; neither waits for the profile's required fields.
 */
export function AvatarSettings({ user }: { user: User }) {
  const [picture, setPicture] = useState(user.picture);
  const setSessionUser = useSetSessionUser();
  const update = useUpdateAvatar();
  const shown = picture.trim();

  const save = (value: string) =>
    update.mutate(value, {
      onSuccess: (saved) => {
        setSessionUser(saved);
        setPicture(saved.picture);
        showAlert(PICTURE_UPDATED, 'success');
      },
      onError: (error) => showAlert(errorMessage(error), 'error'),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(shown);
  };

  return (
    <form className="form settings-form" onSubmit={submit} noValidate aria-label="Picture">
      <div className="settings-form__avatar">
        {/* An empty picture falls back to the provider's, then to the letter on a colour. */}
        <Avatar username={user.username} src={shown || providerPicture(user)} size={96} />
        <Field
          label="Picture URL"
          type="url"
          value={picture}
          onChange={setPicture}
          placeholder="https://…"
          hint="Optional; leave empty to use your initial."
        />
        <AvatarUpload
          onUploaded={(url) => {
            setPicture(url);
            save(url);
          }}
        />
      </div>
      <button
        type="submit"
        className="button button--ghost"
        disabled={shown === user.picture || update.isPending}
      >
        Save picture
      </button>
    </form>
  );
}
