/** Rules pages come as Markdown; raw HTML in them is not rendered (html: false). */
import MarkdownIt from "markdown-it";
import { useMemo } from "preact/hooks";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => md.render(source), [source]);
  return <div class="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
