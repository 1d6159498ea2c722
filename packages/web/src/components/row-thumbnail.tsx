import { useEffect, useRef, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { EDIT_TOKEN_HEADER, resultThumbnailPath } from '@alt-optimizer/contract';
import { readToken } from '../lib/admin-token.ts';
import { editTokenFor } from '../lib/edit-tokens.ts';
import './row-thumbnail.css';

interface RowThumbnailProps {
  jobId: string;
  /** Absent (an older server's progress) or a failed row: no image to show. */
  resultId?: string;
  failed?: boolean;
  size?: number;
}

/** The headers that open a job's thumbnails (issue 23 #4): its edit token when this tab has it, else the admin session. */
function thumbnailHeaders(jobId: string): Record<string, string> {
  const edit = editTokenFor(jobId);
  const admin = readToken();
  return { ...(edit ? { [EDIT_TOKEN_HEADER]: edit } : {}), ...(admin ? { 'x-admin-token': admin } : {}) };
}

/**
 * The thumbnail's object URL once the image is near the viewport (fetched with the job's edit token or the admin
 * session: a plain <img src> would carry neither), null until then, 'broken' when the server has none to give.
 */
function useThumbnail(jobId: string, resultId: string | undefined, skip: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [src, setSrc] = useState<string | null | 'broken'>(null);
  useEffect(() => {
    const node = ref.current;
    if (skip || near || !node) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [skip, near]);
  useEffect(() => {
    if (skip || !near || !resultId) {
      return;
    }
    let url: string | null = null;
    let live = true;
    fetch(resultThumbnailPath(jobId, resultId), { headers: thumbnailHeaders(jobId), credentials: 'include' })
      .then(async (res) => {
        if (!res.ok) {
          throw new Error(String(res.status));
        }
        const blob = await res.blob();
        if (live) {
          url = URL.createObjectURL(blob);
          setSrc(url);
        }
      })
      .catch(() => live && setSrc('broken'));
    return () => {
      live = false;
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [jobId, resultId, skip, near]);
  return { ref, src };
}

/**
 * A bulk row's image, from our server's thumbnail route (never the merchant's URL), loaded when near the viewport.
 * Shared by the tool's live preview and report and the admin job details. The row's name and URL are written beside
 * it, so the image itself is decorative (alt=""). The class stays `tool-thumb`, the name the tool's tests select.
 */
export function RowThumbnail({ jobId, resultId, failed = false, size = 64 }: RowThumbnailProps) {
  const none = !resultId || failed;
  const { ref, src } = useThumbnail(jobId, resultId, none);
  // Inline, like the image's: the stylesheet's box must not override the size asked for.
  const box = { width: size, height: size };
  if (none || src === 'broken') {
    return (
      <span className="tool-thumb is-empty" style={box} aria-hidden="true">
        <ImageOff size={Math.round(size / 3)} />
      </span>
    );
  }
  if (src === null) {
    return <span ref={ref} className="tool-thumb is-loading" style={box} aria-hidden="true" />;
  }
  return <img className="tool-thumb" src={src} alt="" decoding="async" width={size} height={size} style={box} />;
}
