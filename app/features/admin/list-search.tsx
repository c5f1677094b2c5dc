import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

// A staff list's filters live in the URL (?q=…&status=…), so a link, e.g. in a notification
// e-mail, opens the same view.

/** Sets (or, with no value, removes) one query parameter of the page's URL, in place. */
export function useSetSearchParam() {
  const [, setParams] = useSearchParams();
  return (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
}

interface ListSearchProps {
  /** The search landmark's name: "Inquiries". */
  label: string;
  placeholder: string;
  /** The words searched for now (the URL's `q`). */
  initial: string;
  /** Called with the trimmed words when the search is sent; undefined for an empty box. */
  onSearch: (q: string | undefined) => void;
}

/** The search box of a staff list. */
export function ListSearch({ label, placeholder, initial, onSearch }: ListSearchProps) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      method="post"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
      className="grid gap-1.5"
    >
      <Label htmlFor={id}>Search</Label>
      <div className="flex gap-2">
        <Input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} maxLength={200} />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
