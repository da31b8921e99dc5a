// HTML escaping for the emails the hooks build (lib/offer-mail.js, lib/affiliate-mail.js).

/**
 * Escapes text for HTML element content and double-quoted attributes.
 * @param {string} text
 * @returns {string}
 */
function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

module.exports = { escapeHtml };
