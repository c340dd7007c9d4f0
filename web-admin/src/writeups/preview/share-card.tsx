import type { ShareCard } from '@reviews/libs/contract';
import { Box, Card, CardContent, CardMedia, Typography } from '@mui/material';

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/**
 * Issue 28: a link to the writeup as a social site or chat shows it, from the values its page's
 * Open Graph tags send (the server builds both with the same functions): image, address, title
 * and description.
 */
export function ShareCardPreview({ share }: { share: ShareCard }) {
  const host = hostOf(share.url) ?? hostOf(share.image);
  return (
    <Box component="section" aria-labelledby="share-card-heading">
      <Typography variant="h6" component="h2" id="share-card-heading" gutterBottom>
        Social card
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {share.url
          ? 'How a link to this writeup shows when shared.'
          : 'How a link to this writeup will show when shared; its address comes when it is published.'}
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 520 }} data-testid="share-card">
        {share.image ? (
          <CardMedia
            component="img"
            image={share.image}
            alt=""
            sx={{ aspectRatio: '1.91 / 1', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
            No image yet: the link shows as a small summary card.
          </Typography>
        )}
        <CardContent>
          <Typography variant="caption" color="text.secondary" component="p">
            {host ?? share.siteName}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 'bold' }}>
            {share.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p">
            {share.description}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
