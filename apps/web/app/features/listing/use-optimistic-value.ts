import { useState } from 'react';

/**
 * A form control's value that changes at once on input and follows the page's value whenever
 * that changes (after the new listing has loaded, or a chip link removed a filter).
 */
export function useOptimisticValue<T>(pageValue: T): [T, (value: T) => void] {
  const [value, setValue] = useState(pageValue);
  const [followed, setFollowed] = useState(pageValue);
  if (!Object.is(followed, pageValue)) {
    setFollowed(pageValue);
    setValue(pageValue);
  }
  return [value, setValue];
}
