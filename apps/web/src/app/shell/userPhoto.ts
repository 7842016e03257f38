import { useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { apiDownload } from '../../kit/api.ts';
import { shellKeys } from '../queries.ts';

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The photo as a data URL, or undefined (404 or no photo: the avatar shows initials). A data URL needs no
 * revoking, so it can sit in the query cache for the whole session.
 */
export function useUserPhoto(): string | undefined {
  const signedIn = useAuth().isAuthenticated;
  const photo = useQuery({
    queryKey: shellKeys.photo(),
    queryFn: async () => {
      const blob = await apiDownload('/api/auth/currentUserPhoto');
      return blob.size > 0 && blob.type.startsWith('image/') ? readAsDataUrl(blob) : null;
    },
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
  return photo.data ?? undefined;
}

export function initialsOf(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
