import { LIMITS } from '@reviews/libs/constants';
import { useState, type FormEvent } from 'react';

import { Field } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { usePostAnnouncement } from '../api/post-announcement';

const ANNOUNCEMENT_POSTED = 'Announcement posted successfully';

/** Spec §2 and §5: administrators post a title (40) and content (300), both non-empty once trimmed. */
export function AnnouncementForm() {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const post = usePostAnnouncement();
  const ready = title.trim() !== '' && content.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    post.mutate(
      { title: title.trim(), content: content.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          showAlert(ANNOUNCEMENT_POSTED, 'success');
        },
        onError: (error) => showAlert(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <form className="form card-form" onSubmit={submit} aria-labelledby="announcement-form-heading">
      <h2 id="announcement-form-heading">New announcement</h2>
      <Field label="Title" value={title} onChange={setTitle} maxLength={LIMITS.announcementTitle} />
      <Field
        label="Content"
        multiline
        value={content}
        onChange={setContent}
        maxLength={LIMITS.announcementContent}
      />
      <button type="submit" className="button" disabled={!ready || post.isPending}>
        {post.isPending ? 'Posting…' : 'Post announcement'}
      </button>
    </form>
  );
}
