/** The attribute that marks the preloads of the client's entry scripts, in the order they run. */
export const CLIENT_SCRIPT_ATTRIBUTE = 'data-client-script';

/**
 * The script that starts the entry scripts once the page has painted, in the
 * site's static files (so it is served, and missing, with them): a deferred
 * head tag of every page.
 */
export const STARTER_FILE = 'start-after-first-paint.js';

/**
 * Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`,
 * 3.9.1), given to it as `ssrTemplate`, with one change: where Docusaurus
 * writes each entry script as `<script defer>`, which runs as soon as the HTML
 * is parsed, this writes a low-priority preload (the same download, at the
 * priority a deferred script gets), which STARTER_FILE runs once the page
 * has painted. Without indentation: the site config, this template included,
 * is part of every page's script.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
<% it.scripts.forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" ${CLIENT_SCRIPT_ATTRIBUTE} href="<%= it.baseUrl %><%= script %>"><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>
`;
