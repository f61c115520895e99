import { Form, useSubmit } from "@remix-run/react";
import { Button, InlineStack, Select, TextField } from "@shopify/polaris";
import { useRef, useState, type FormEvent } from "react";
import { ALL_CATEGORY, SYSTEM_CATEGORIES, type CategoryOption } from "~/utils/photo-view";

interface PhotoFiltersProps {
  category: string;
  query: string;
  /** The user's custom categories, after the system ones. */
  custom: CategoryOption[];
}

/**
 * Category filter and text search as one GET form (`?category=`, `?q=`), so a filtered view is
 * an address that works without JavaScript. With it, a new category applies at once.
 * Give it a `key` of the current filters so it resets when the address changes.
 */
export function PhotoFilters({ category, query, custom }: PhotoFiltersProps) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [selected, setSelected] = useState(category);
  const [text, setText] = useState(query);
  const options = [...SYSTEM_CATEGORIES, ...custom].map((c) => ({ label: c.label, value: c.id }));

  const onCategory = (value: string) => {
    setSelected(value);
    // The native select already holds the new value, so the form can be sent as it is.
    if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget, { replace: true, preventScrollReset: true });
  };
  return (
    <Form ref={formRef} method="get" role="search" aria-label="Filter photos" onSubmit={onSubmit}>
      <InlineStack gap="300" blockAlign="end" wrap>
        <div className="mp-filter-category">
          <Select
            label="Category"
            name="category"
            options={options}
            value={selected || ALL_CATEGORY}
            onChange={onCategory}
          />
        </div>
        <div className="mp-filter-search">
          <TextField
            label="Search photos"
            name="q"
            type="search"
            value={text}
            onChange={setText}
            placeholder="Search by title or description"
            autoComplete="off"
          />
        </div>
        <Button submit>Search</Button>
      </InlineStack>
    </Form>
  );
}
