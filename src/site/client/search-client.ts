// The header search box with JavaScript: `/` or Ctrl/Cmd+K focuses it; results appear as you
// type (from /api/v1/search, debounced), as a WAI-ARIA combobox with a listbox of options that
// the arrow keys move through, Enter opens and Escape closes. Without JavaScript the same form
// submits to /search.

interface Result {
  readonly title: string;
  readonly url: string;
  readonly type: string;
  readonly excerpt?: { readonly text: string; readonly matches: readonly (readonly number[])[] };
  readonly sections?: readonly { readonly title: string; readonly url: string }[];
}

const typeLabels: Record<string, string> = {
  doc: "Guide",
  article: "Article",
  calculator: "Calculator",
  audience: "For you",
};

/** The excerpt as text nodes and <mark> elements, never as HTML. */
function excerptNodes(excerpt: NonNullable<Result["excerpt"]>): Node[] {
  const nodes: Node[] = [];
  let at = 0;
  for (const [start = 0, end = 0] of excerpt.matches) {
    if (start > at) nodes.push(document.createTextNode(excerpt.text.slice(at, start)));
    const mark = document.createElement("mark");
    mark.textContent = excerpt.text.slice(start, end);
    nodes.push(mark);
    at = end;
  }
  nodes.push(document.createTextNode(excerpt.text.slice(at)));
  return nodes;
}

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

  let options: HTMLLIElement[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const close = () => {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const select = (index: number) => {
    for (const [position, option] of options.entries())
      option.setAttribute("aria-selected", String(position === index));
    active = index;
    const option = options[index];
    if (option) {
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const show = (results: readonly Result[], query: string) => {
    listbox.replaceChildren();
    options = results.map((result, index) => {
      const option = document.createElement("li");
      option.id = `${listbox.id}-${index}`;
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
    });
    listbox.append(...options);
    status.textContent = results.length
      ? `${results.length} results for ${query}; use the arrow keys to choose one.`
      : `Nothing matches ${query}.`;
    listbox.hidden = results.length === 0;
    input.setAttribute("aria-expanded", String(results.length > 0));
    select(-1);
  };
  const search = async () => {
    const query = input.value.trim();
    if (query.length < 2) return close();
    const ticket = ++asked;
    try {
      const response = await fetch(`/api/v1/search?q=${encodeURIComponent(query)}&limit=6`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok || ticket !== asked) return;
      const body = (await response.json()) as { results: Result[] };
      if (ticket === asked) show(body.results, query);
    } catch {
      // Offline or failing: the form still submits to /search.
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(search, 150);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" && options.length) {
      event.preventDefault();
      if (listbox.hidden) {
        listbox.hidden = false;
        input.setAttribute("aria-expanded", "true");
      }
      select((active + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length) {
      event.preventDefault();
      select(active <= 0 ? options.length - 1 : active - 1);
    } else if (event.key === "Enter" && active >= 0 && !listbox.hidden) {
      event.preventDefault();
      window.location.href = options[active]?.dataset.url ?? form.action;
    } else if (event.key === "Escape") {
      if (!listbox.hidden) {
        event.preventDefault();
        close();
      }
    }
  });
  input.addEventListener("blur", () => setTimeout(close, 100));
}

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
