import type { MailOutboxListItem, MailOutboxResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, fetchListPage } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const MAIL_OUTBOX_PATH = '/v1/mailoutbox';
export const mailKeys = createQueryKeys('mailOutbox');
/** Who may read the outbox (the server's route says the same; docs/areas/mail.md). */
export const MAIL_OUTBOX_PERMISSION = 'Settings:view' as const;

/** One message, looked up through the list with a filter; none found answers 404 (→ the not-found route). */
export function useMailMessage(mailId: string | undefined) {
  return useQuery({
    queryKey: mailKeys.detail(mailId ?? ''),
    queryFn: async ({ signal }): Promise<MailOutboxResponse> => {
      const page = await fetchListPage<MailOutboxListItem>(MAIL_OUTBOX_PATH, { $filter: `mailId eq ${mailId!}`, $expand: 'tenant', $top: 1 }, signal);
      const found = page.value[0];
      if (!found) throw new ApiError(404, 'The message was not found.', null);
      return found as MailOutboxResponse;
    },
    enabled: Boolean(mailId),
  });
}
