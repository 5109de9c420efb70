/**
 * Rules pages come as Markdown. The parser is loaded only when a rules page is
 * first shown, so the lobby does not wait for it; raw HTML in the source is
 * not rendered (html: false).
 */
import { useEffect, useState } from "preact/hooks";
import { Loading } from "./common";

/** What this page needs of a markdown-it instance. */
interface Parser {
  render(source: string): string;
}

let parser: Promise<Parser> | null = null;

function loadParser(): Promise<Parser> {
  parser ??= import("markdown-it").then(
    ({ default: Markdown }) => new Markdown({ html: false, linkify: true, typographer: true }),
  );
  return parser;
}

export function Markdown({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void loadParser().then((md) => {
      if (alive) setHtml(md.render(source));
    });
    return () => {
      alive = false;
    };
  }, [source]);
  if (html === null) return <Loading />;
  return <div class="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
