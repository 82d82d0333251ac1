import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { UploadPurpose } from '../models';
import { useApiClient } from './core';

/** Uploads one file (multipart field `file`); the answer's `url` is the reference to store. */
export function useUploadFile() {
  const client = useApiClient();
  return useSWRMutation(
    '/api/v1/files/upload/single',
    (_key, { arg }: { arg: { file: File; purpose?: UploadPurpose } }) =>
      unwrap(
        client.POST('/api/v1/files/upload/single', {
          // The generated type calls the binary a string; the serializer sends the File itself.
          body: { file: '', purpose: arg.purpose ?? 'document' },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('file', arg.file, arg.file.name);
            if (body.purpose) form.append('purpose', body.purpose);
            return form;
          },
        }),
      ),
  );
}
