import {useState, type ChangeEvent} from 'react';
import {useDebouncedValue} from '@/lib/use-debounced-value';

/**
 * The typed search of a server-paged list: the field's props (small, controlled; typing starts again
 * from the first page) and the debounced text the list query uses.
 */
export function useListSearch(paging: {reset(): void}) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text);
  return {
    debounced,
    field: {
      size: 'small' as const,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setText(event.target.value);
        paging.reset();
      },
    },
  };
}
