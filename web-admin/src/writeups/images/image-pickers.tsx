import { Button, type ButtonProps } from '@mui/material';
import { MEDIA_ACCEPT } from '@reviews/libs/constants';
import type { ClipboardEvent, DragEvent, ReactNode } from 'react';

/**
 * Handlers that hand an image dropped or pasted on an element to `take`; a drop or paste without
 * a file (plain text) goes on as usual.
 */
export function imageDropHandlers(take: (file: File) => void) {
  const takeFirst = (event: DragEvent | ClipboardEvent, data: DataTransfer | null) => {
    const file = data?.files?.[0];
    if (!file) return;
    event.preventDefault();
    take(file);
  };
  return {
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => takeFirst(event, event.dataTransfer),
    onPaste: (event: ClipboardEvent) => takeFirst(event, event.clipboardData),
  };
}

interface ImageFileButtonProps extends Pick<ButtonProps, 'size' | 'sx' | 'variant'> {
  children: ReactNode;
  onFile: (file: File) => void;
}

/** A button that opens the file picker for one image. */
export function ImageFileButton({ children, onFile, ...buttonProps }: ImageFileButtonProps) {
  return (
    <Button component="label" variant="outlined" {...buttonProps}>
      {children}
      <input
        hidden
        type="file"
        accept={MEDIA_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again still uploads it.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
