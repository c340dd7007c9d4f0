/** The key under which a request's answer is kept for the ceiling: method, path and session cookie. */
export const answerKey = (method, path, cookie) => `${method} ${path} ${cookie ?? ''}`;
