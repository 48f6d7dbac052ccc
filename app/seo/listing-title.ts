/**
 * The one facet value a listing is filtered to (ADR 0086): such a page is a
 * landing page of its own ("Спінінги Mikado"), indexable under its own title, heading and
 * description. Built by the loader (`loadListing`), read by the route's `meta` and its `<h1>`.
 */
export type ListingSelection = {
  kind: 'brand' | 'option' | 'available';
  /** The brand's name, "Колір: червоний", or "Є в наявності", in the page's language. */
  label: string;
};

/** A listing's title with its selection: "Спінінги Mikado", "Спінінги — Колір: червоний". */
export function listingTitle(title: string, selection: ListingSelection | null | undefined): string {
  if (!selection) return title;
  return selection.kind === 'brand' ? `${title} ${selection.label}` : `${title} — ${selection.label}`;
}
