/** One e-mail as the application writes it; the mail module sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the e-mail exists for (logged when no mail server is configured). */
  link: string;
}
