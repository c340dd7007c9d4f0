import { LIMITS } from '@reviews/libs/constants';
import { maxLength, TextInput } from 'react-admin';

/** Spec §5: both non-empty once trimmed (the server trims them too). */
const filled = (value: string | undefined) => (value?.trim() ? undefined : 'ra.validation.required');

/** Spec §2 announcements form: a title (40) and content (300). */
export function AnnouncementInputs() {
  return (
    <>
      <TextInput source="title" label="Title" validate={[filled, maxLength(LIMITS.announcementTitle)]} />
      <TextInput
        source="content"
        label="Content"
        multiline
        minRows={3}
        validate={[filled, maxLength(LIMITS.announcementContent)]}
      />
    </>
  );
}
