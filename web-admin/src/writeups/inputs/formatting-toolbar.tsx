import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import TitleIcon from '@mui/icons-material/Title';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

import { ImageFileButton } from '../images/image-pickers';
import type { MarkdownFormat } from './markdown-format';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** ⌘ on Apple devices, Ctrl elsewhere: what the shortcut hints name. */
export const SHORTCUT_KEY =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

interface FormatButton {
  format: MarkdownFormat;
  label: string;
  icon: ReactNode;
  /** The key that applies it with ⌘/Ctrl in the content box. */
  key?: string;
}

const FORMAT_BUTTONS: FormatButton[] = [
  { format: 'bold', label: 'Bold', icon: <FormatBoldIcon />, key: 'B' },
  { format: 'italic', label: 'Italic', icon: <FormatItalicIcon />, key: 'I' },
  { format: 'link', label: 'Link', icon: <LinkIcon />, key: 'K' },
  { format: 'heading', label: 'Heading', icon: <TitleIcon /> },
  { format: 'quote', label: 'Quote', icon: <FormatQuoteIcon /> },
];

/** The formats with a shortcut, by key (lower case). */
export const FORMAT_SHORTCUTS: Record<string, MarkdownFormat> = Object.fromEntries(
  FORMAT_BUTTONS.filter((button) => button.key).map((button) => [button.key!.toLowerCase(), button.format]),
);

interface FormattingToolbarProps {
  onFormat: (format: MarkdownFormat) => void;
  onImage: (file: File) => void;
}

/** The markdown editor's toolbar: bold, italic, link, heading, quote, image and spoiler. */
export function FormattingToolbar({ onFormat, onImage }: FormattingToolbarProps) {
  return (
    <Stack direction="row" role="toolbar" aria-label="Formatting" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {FORMAT_BUTTONS.map(({ format, label, icon, key }) => (
        <Tooltip key={format} title={key ? `${label} (${SHORTCUT_KEY}${key})` : label}>
          <IconButton aria-label={label} onClick={() => onFormat(format)}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
      {/* describeChild: the tooltip must not name the label, whose text names the file input too. */}
      <Tooltip title="Insert image" describeChild>
        <ImageFileButton variant="text" sx={{ minWidth: 40 }} onFile={onImage}>
          <ImageIcon />
          {/* Named by text, not aria-label: the label's text also names the file input inside it. */}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            Insert image
          </Box>
        </ImageFileButton>
      </Tooltip>
      <Tooltip title="Mark as spoiler">
        <IconButton aria-label="Mark as spoiler" onClick={() => onFormat('spoiler')}>
          <VisibilityOffIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
