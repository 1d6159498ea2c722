import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { resultThumbnailPath } from '@alt-optimizer/contract';
import './row-thumbnail.css';

interface RowThumbnailProps {
  jobId: string;
  /** Absent (an older server's progress) or a failed row: no image to show. */
  resultId?: string;
  failed?: boolean;
  size?: number;
}

/**
 * A bulk row's image, from our server's thumbnail route (never the merchant's URL), loaded lazily. Shared by the
 * tool's live preview and report and the admin job details. The row's name and URL are written beside it, so the
 * image itself is decorative (alt=""). The class stays `tool-thumb`, the name the tool's tests already select.
 */
export function RowThumbnail({ jobId, resultId, failed = false, size = 64 }: RowThumbnailProps) {
  const [broken, setBroken] = useState(false);
  if (!resultId || failed || broken) {
    return (
      <span className="tool-thumb is-empty" style={{ width: size, height: size }} aria-hidden="true">
        <ImageOff size={Math.round(size / 3)} />
      </span>
    );
  }
  return (
    <img
      className="tool-thumb"
      src={resultThumbnailPath(jobId, resultId)}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      // Inline, like the placeholder's: the stylesheet's box must not override the size asked for.
      style={{ width: size, height: size }}
      onError={() => setBroken(true)}
    />
  );
}
