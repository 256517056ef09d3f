import type { ReactNode } from "react";

import { CmsIcon, isCmsIcon } from "#app/components/content/cms-icon.tsx";
import { CmsLink } from "#app/components/content/cms-link.tsx";
import type { Mark, RichNode } from "#bff/cms/rich-text.ts";
import "./content.css";

function withMark(mark: Mark, inner: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong key={key}>{inner}</strong>;
    case "italic":
      return <em key={key}>{inner}</em>;
    case "strike":
      return <s key={key}>{inner}</s>;
    case "sub":
      return <sub key={key}>{inner}</sub>;
    case "super":
      return <sup key={key}>{inner}</sup>;
    case "underline":
      return <u key={key}>{inner}</u>;
    case "anchor":
      return (
        <span id={mark.id} key={key}>
          {inner}
        </span>
      );
    case "link":
      return (
        <CmsLink link={mark.link} key={key}>
          {inner}
        </CmsLink>
      );
  }
}

function Nodes({ nodes }: { nodes: Array<RichNode> }) {
  return nodes.map((node, index) => <Node key={index} node={node} />);
}

/** One node of the sanitised tree; the BFF has already dropped every unknown kind. */
function Node({ node }: { node: RichNode }): ReactNode {
  switch (node.type) {
    case "doc":
      return <Nodes nodes={node.content} />;
    case "text":
      return node.marks.reduceRight<ReactNode>(
        (inner, mark, index) => withMark(mark, inner, index),
        node.text,
      );
    case "paragraph": {
      const classes = [
        node.textAlign ? `text-${node.textAlign}` : "",
        node.maxWidth ? `max-width-${Math.round(node.maxWidth / 100) * 100}` : "",
      ].filter(Boolean);
      return (
        <p className={classes.join(" ") || undefined}>
          <Nodes nodes={node.content} />
        </p>
      );
    }
    case "heading": {
      const Tag = `h${node.level}` as const;
      return (
        <Tag>
          <Nodes nodes={node.content} />
        </Tag>
      );
    }
    case "bulletList":
      return (
        <ul>
          <Nodes nodes={node.content} />
        </ul>
      );
    case "orderedList":
      return (
        <ol>
          <Nodes nodes={node.content} />
        </ol>
      );
    case "listItem":
      return (
        <li>
          <Nodes nodes={node.content} />
        </li>
      );
    case "blockquote":
      return (
        <blockquote>
          <Nodes nodes={node.content} />
        </blockquote>
      );
    case "table":
      return (
        <div className="table-scroll">
          <table>
            <tbody>
              <Nodes nodes={node.content} />
            </tbody>
          </table>
        </div>
      );
    case "tableRow":
      return (
        <tr>
          <Nodes nodes={node.content} />
        </tr>
      );
    case "tableHeader":
      return (
        <th scope="col">
          <Nodes nodes={node.content} />
        </th>
      );
    case "tableCell":
      return (
        <td>
          <Nodes nodes={node.content} />
        </td>
      );
    case "image":
      return (
        <img
          src={node.src}
          srcSet={node.srcSet}
          alt={node.alt}
          title={node.title ?? undefined}
          width={node.width}
          height={node.height}
          loading="lazy"
          decoding="async"
          className={node.float ? `float-${node.float}` : undefined}
        />
      );
    case "button": {
      // An icon the shop does not draw is left out rather than shown as an empty box.
      const icon = isCmsIcon(node.icon) ? <CmsIcon name={node.icon} /> : null;
      return (
        <CmsLink
          link={node.link}
          className={[
            "button",
            `button-${node.color}`,
            `button-${node.size}`,
            node.float ? `float-${node.float}` : null,
            icon ? "button-with-icon" : null,
          ]
            .filter(Boolean)
            .join(" ")}
        >
          {node.iconPosition === "left" ? icon : null}
          {node.title}
          {node.iconPosition === "right" ? icon : null}
        </CmsLink>
      );
    }
    case "clearer":
      return <div className="clearer" />;
    case "hardBreak":
      return <br />;
  }
}

/** CMS rich text as React elements; there is no raw HTML anywhere on this path. */
export function RichText({ document, lang }: { document: RichNode; lang?: string | null }) {
  return (
    <div className="rich-text" lang={lang ?? undefined}>
      <Node node={document} />
    </div>
  );
}
