import { useEffect } from 'react';
import { messages } from '../../../messages';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${messages.titleSuffix}` : messages.titleSuffix;
  }, [title]);
}
