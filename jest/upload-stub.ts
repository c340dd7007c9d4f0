/** One upload as the server would have received it, answered when the test says so. */
export interface PendingUpload {
  method: string;
  url: string;
  form: FormData;
  /** Reports this share of the file as sent. */
  progress(sent: number): void;
  respond(status: number, body: unknown): void;
}

/**
 * Replaces XMLHttpRequest (the network boundary of uploads, which report progress) with a
 * stand-in the test drives. Returns the uploads sent, in order.
 */
export function stubUploads(): PendingUpload[] {
  const uploads: PendingUpload[] = [];

  class UploadRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    responseType = '';
    private method = '';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(form: FormData) {
      uploads.push({
        method: this.method,
        url: this.url,
        form,
        progress: (sent) => {
          const event = new Event('progress') as ProgressEvent;
          Object.assign(event, { lengthComputable: true, loaded: sent * 100, total: 100 });
          this.upload.dispatchEvent(event);
        },
        respond: (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.dispatchEvent(new Event('load'));
        },
      });
    }

    abort() {
      this.dispatchEvent(new Event('abort'));
    }
  }

  globalThis.XMLHttpRequest = UploadRequest as unknown as typeof XMLHttpRequest;
  return uploads;
}
