/** One e-mail as the application writes it; the mail module sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the e-mail exists for, if any (logged only when MAIL_LOG_LINKS=1). */
  link?: string;
  /** Extra headers (a bulk mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}
