import { useEffect, useState } from 'react';
import { download } from '../../core/api/client';

// An uploaded image as an object URL (files are read with the token, so an <img src> cannot fetch them).
export function useFileUrl(fileId: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof fileId !== 'string' || !fileId) return setUrl(null);
    let live = true;
    let made: string | null = null;
    download('uploadFile', 'download', { id: fileId }, { toast: false, overlay: false })
      .then(({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return url;
}
