import { Search } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
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
  const form = useForm({ defaultValues: { q: initial } });
  const id = useId();
  return (
    <form method="post" role="search" aria-label={label} onSubmit={form.handleSubmit(({ q }) => onSearch(q.trim() || undefined))}>
      {/* Label and Input, not TextField: shared by the four staff lists too, TextField would move into the
          common chunk that every page loads (+0.33 KB gzip on home; docs/decisions/007). */}
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Search</Label>
        <div className="flex gap-2">
          <Input id={id} type="search" placeholder={placeholder} maxLength={200} {...form.register("q")} />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </div>
    </form>
  );
}
