// The header search box as a WAI-ARIA combobox of /api/v1/search results as you type; without
// JavaScript the same form submits to /search.
import type { Excerpt } from "../../search/excerpt.js";
import type { SearchType } from "../../search/search-document.js";
import { excerptParts, typeLabels } from "../search-labels.js";

interface Result {
  readonly title: string;
  readonly url: string;
  readonly type: SearchType;
  readonly excerpt?: Excerpt;
  readonly sections?: readonly { readonly title: string; readonly url: string }[];
}

/** The excerpt as text nodes and <mark> elements, never as HTML. */
function excerptNodes(excerpt: Excerpt): Node[] {
  return excerptParts(excerpt).map((part) => {
    if (!part.marked) return document.createTextNode(part.text);
    const mark = document.createElement("mark");
    mark.textContent = part.text;
    return mark;
  });
}

/** A search box enhanced with suggestions: its elements and what the visitor has done. */
interface Suggestions {
  readonly input: HTMLInputElement;
  readonly form: HTMLFormElement;
  readonly listbox: HTMLUListElement;
  readonly status: HTMLParagraphElement;
  options: HTMLLIElement[];
  active: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The number of the last search asked, so that an older answer arriving late is dropped. */
  asked: number;
}

/** Makes a search box a combobox whose list shows the API's results as the visitor types. */
function enhance(input: HTMLInputElement): void {
  const form = input.form;
  if (!form) return;
  const listbox = document.createElement("ul");
  listbox.id = `${input.id}-results`;
  listbox.className = "search-suggestions";
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-label", "Search results");
  listbox.hidden = true;
  form.after(listbox);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listbox.id);
  const status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  form.after(status);
  const box: Suggestions = {
    input,
    form,
    listbox,
    status,
    options: [],
    active: -1,
    timer: undefined,
    asked: 0,
  };
  input.addEventListener("input", () => {
    clearTimeout(box.timer);
    box.timer = setTimeout(() => search(box), 150);
  });
  input.addEventListener("keydown", (event) => onKey(box, event));
  input.addEventListener("blur", () => setTimeout(() => close(box), 100));
}

function close(box: Suggestions): void {
  box.listbox.hidden = true;
  box.input.setAttribute("aria-expanded", "false");
  box.input.removeAttribute("aria-activedescendant");
  box.active = -1;
}

function select(box: Suggestions, index: number): void {
  for (const [position, option] of box.options.entries())
    option.setAttribute("aria-selected", String(position === index));
  box.active = index;
  const option = box.options[index];
  if (option) {
    box.input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  } else box.input.removeAttribute("aria-activedescendant");
}

/** One result as an option: its title, its type and its excerpt, leading to its best section. */
function optionOf(box: Suggestions, result: Result, index: number): HTMLLIElement {
  const option = document.createElement("li");
  option.id = `${box.listbox.id}-${index}`;
  option.setAttribute("role", "option");
  option.setAttribute("aria-selected", "false");
  option.dataset.url = result.sections?.[0]?.url ?? result.url;
  const title = document.createElement("span");
  title.className = "suggestion-title";
  title.textContent = result.title;
  const kind = document.createElement("span");
  kind.className = "suggestion-type";
  kind.textContent = typeLabels[result.type] ?? result.type;
  option.append(title, " ", kind);
  if (result.excerpt && result.excerpt.matches.length > 0) {
    const excerpt = document.createElement("span");
    excerpt.className = "suggestion-excerpt";
    excerpt.append(...excerptNodes(result.excerpt));
    option.append(excerpt);
  }
  option.addEventListener("mousedown", (event) => event.preventDefault());
  option.addEventListener("click", () => {
    window.location.href = option.dataset.url ?? result.url;
  });
  return option;
}

function show(box: Suggestions, results: readonly Result[], query: string): void {
  box.listbox.replaceChildren();
  box.options = results.map((result, index) => optionOf(box, result, index));
  box.listbox.append(...box.options);
  box.status.textContent = results.length
    ? `${results.length} results for ${query}; use the arrow keys to choose one.`
    : `Nothing matches ${query}.`;
  box.listbox.hidden = results.length === 0;
  box.input.setAttribute("aria-expanded", String(results.length > 0));
  select(box, -1);
}

async function search(box: Suggestions): Promise<void> {
  const query = box.input.value.trim();
  if (query.length < 2) return close(box);
  const ticket = ++box.asked;
  try {
    const response = await fetch(`/api/v1/search?q=${encodeURIComponent(query)}&limit=6`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok || ticket !== box.asked) return;
    const body = (await response.json()) as { results: Result[] };
    if (ticket === box.asked) show(box, body.results, query);
  } catch {
    // Offline or failing: the form still submits to /search.
  }
}

/** The combobox's keys: arrows move through the options, Enter opens one, Escape closes the list. */
function onKey(box: Suggestions, event: KeyboardEvent): void {
  const { options, listbox } = box;
  if (event.key === "ArrowDown" && options.length) {
    event.preventDefault();
    if (listbox.hidden) {
      listbox.hidden = false;
      box.input.setAttribute("aria-expanded", "true");
    }
    select(box, (box.active + 1) % options.length);
  } else if (event.key === "ArrowUp" && options.length) {
    event.preventDefault();
    select(box, box.active <= 0 ? options.length - 1 : box.active - 1);
  } else if (event.key === "Enter" && box.active >= 0 && !listbox.hidden) {
    event.preventDefault();
    window.location.href = options[box.active]?.dataset.url ?? box.form.action;
  } else if (event.key === "Escape" && !listbox.hidden) {
    event.preventDefault();
    close(box);
  }
}

// A menu link to a part of this page (Pricing, on the home page) only scrolls: it closes the menu too.
document.querySelector<HTMLElement>("#header-nav")?.addEventListener("click", (event) => {
  const nav = event.currentTarget as HTMLElement;
  const link = (event.target as HTMLElement).closest("a");
  if (link?.hash && link.pathname === window.location.pathname && nav.matches(":popover-open"))
    nav.hidePopover();
});

const header = document.querySelector<HTMLInputElement>(".site-header input[type=search]");
if (header) {
  enhance(header);
  // The phone header's search button opens the box in a popover: type straight into it.
  header.closest("[popover]")?.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") header.focus();
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));
    if ((event.key === "k" && (event.metaKey || event.ctrlKey)) || (event.key === "/" && !typing)) {
      event.preventDefault();
      // On a phone the box is in a popover: open it first.
      const popover = header.closest<HTMLElement>("[popover]");
      if (popover && !popover.matches(":popover-open") && getComputedStyle(popover).display === "none")
        popover.showPopover();
      header.focus();
      header.select();
    }
  });
}
