/** The 404 messages of the API's two most asked-for things, the same from every route. */
export const WRITEUP_NOT_FOUND = 'Writeup not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
