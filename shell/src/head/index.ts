// The page head (title, description, canonical, hreflang, Open Graph, Twitter, robots, feed link) for the
// server's HTML and the browser's navigations alike.
export { headFor, DEFAULT_IMAGE, DEFAULT_ROBOTS, THEME_COLOR, type HeadInput, type Translate } from './head-for';
export { renderHeadTags, renderHtmlAttributes, escapeHtml } from './render-head';
export { applyHeadTags } from './apply-head';
export { truncateDescription } from './description';
export { HEAD_MARK, type HeadTags, type MetaTag, type LinkTag } from './head-tags';
