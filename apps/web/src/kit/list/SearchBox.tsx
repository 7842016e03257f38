import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** Typing waits this long before searching (part 1 §9). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchBoxProps {
  value: string;
  /** Called with the text to search for; Enter and the icon call it at once, typing after the debounce. */
  onSearch: (text: string) => void;
  placeholder?: string;
}

/** The list toolbar's search box, 200 px wide. */
export function SearchBox({ value, onSearch, placeholder = 'Search' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searched = useRef(value);

  // The URL may change the search from outside (back button, a link): show what it says.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    searched.current = value;
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    searched.current = next;
    onSearch(next);
  };

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (next !== searched.current) searchNow(next);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      size="small"
      value={text}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          searchNow(text);
        }
      }}
      sx={{ width: 200 }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="search" onClick={() => searchNow(text)}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
