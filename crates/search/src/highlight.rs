//! Excerpts with their matches marked (mobile.md section 5: "Text shown with highlight marks has
//! angle brackets escaped while the mark tags are kept"). A word of the text is marked when the search
//! matched it: the same folded word, the same stem in one of the languages (not for a phrase), or, in
//! fuzzy mode, a word or stem within the edit distance the query used ([`distance`]). tantivy's snippet
//! generator picks the best fragment and escapes the text; the marks are `<mark>` and `</mark>`.

use std::collections::{BTreeMap, HashSet};

use newsroom_domain::search::SearchMode;
use tantivy::snippet::SnippetGenerator;

use crate::analysis::{Analyzers, terms};

/// The edit distance a fuzzy search allows for `word` (a folded word): none up to 2 characters, 1
/// up to 5, 2 beyond (the usual "AUTO" rule of search engines: short words have too many
/// neighbours).
pub fn distance(word: &str) -> u8 {
    match word.chars().count() {
        0..=2 => 0,
        3..=5 => 1,
        _ => 2,
    }
}

/// Which words of a text a search matched.
pub struct Matcher {
    words: Vec<String>,
    stems: Vec<Vec<String>>,
    mode: SearchMode,
    analyzers: Analyzers,
}

impl Matcher {
    /// For the folded `words` of a search in `mode`.
    pub fn new(words: &[String], mode: SearchMode, analyzers: &Analyzers) -> Self {
        Self {
            words: words.to_vec(),
            stems: words.iter().map(|w| analyzers.stems_of(w)).collect(),
            mode,
            analyzers: analyzers.clone(),
        }
    }

    /// Whether the search matched the folded word `token`.
    pub fn matches(&self, token: &str) -> bool {
        if self.words.iter().any(|w| w == token) {
            return true;
        }
        if self.mode == SearchMode::Fuzzy
            && self.words.iter().any(|w| {
                let d = distance(w);
                d > 0 && strsim::osa_distance(w, token) <= usize::from(d)
            })
        {
            return true;
        }
        if self.mode == SearchMode::Phrase {
            return false;
        }
        let mine = self.analyzers.stems_of(token);
        let fuzzy = self.mode == SearchMode::Fuzzy;
        self.stems.iter().any(|s| {
            s.iter().zip(&mine).any(|(a, b)| {
                a == b || (fuzzy && strsim::osa_distance(a, b) <= usize::from(distance(a)))
            })
        })
    }

    /// HTML of the best fragment of `text` of at most about `max_chars` characters: the matched words
    /// in `<mark>` tags, everything else escaped (`&`, `<`, `>`, `"`); the start of the text when
    /// nothing in it matched.
    pub fn excerpt(&self, text: &str, max_chars: usize) -> String {
        let unique: HashSet<String> = terms(&self.analyzers.folded, text).into_iter().collect();
        let marked: BTreeMap<String, f32> = unique
            .into_iter()
            .filter(|t| self.matches(t))
            .map(|t| (t, 1.0))
            .collect();
        if !marked.is_empty() {
            let generator = SnippetGenerator::new(
                marked,
                self.analyzers.folded.clone(),
                tantivy::schema::Field::from_field_id(0),
                max_chars,
            );
            let mut snippet = generator.snippet(text);
            if !snippet.is_empty() {
                snippet.set_snippet_prefix_postfix("<mark>", "</mark>");
                // The fragment starts and ends on a word: widen it to the spaces around, so the
                // punctuation stuck to its first and last words stays.
                let range = snippet.fragment_range();
                let start = text[..range.start]
                    .rfind(char::is_whitespace)
                    .map_or(0, |i| i + 1);
                let end = text[range.end..]
                    .find(char::is_whitespace)
                    .map_or(text.len(), |i| range.end + i);
                let mut html = String::new();
                if start > 0 {
                    html.push('…');
                }
                html.push_str(&escape(&text[start..range.start]));
                html.push_str(&snippet.to_html());
                html.push_str(&escape(&text[range.end..end]));
                if end < text.len() {
                    html.push('…');
                }
                return html;
            }
        }
        let start: String = text.chars().take(max_chars).collect();
        let cut = start.len() < text.len();
        let mut html = escape(start.trim_end());
        if cut {
            html.push('…');
        }
        html
    }
}

/// `text` with `&`, `<`, `>` and `"` as entities.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matcher(text: &str, mode: SearchMode) -> Matcher {
        let a = Analyzers::default();
        Matcher::new(&terms(&a.folded, text), mode, &a)
    }

    #[test]
    fn marks_stems_and_folded_words_and_escapes_the_rest() {
        let m = matcher("reportagem acao", SearchMode::Should);
        let html = m.excerpt("<b>Duas reportagens</b> sobre a ação & o resto", 200);
        assert_eq!(
            html,
            "&lt;b&gt;Duas <mark>reportagens</mark>&lt;/b&gt; sobre a <mark>ação</mark> &amp; o resto"
        );
    }

    #[test]
    fn fuzzy_marks_misspellings_and_a_phrase_only_its_words() {
        let fuzzy = matcher("reportajem", SearchMode::Fuzzy);
        assert!(fuzzy.matches("reportagem"));
        assert!(!matcher("reportajem", SearchMode::Should).matches("reportagem"));
        let phrase = matcher("reportagens longas", SearchMode::Phrase);
        assert!(phrase.matches("longas"));
        assert!(!phrase.matches("reportagem"));
        assert_eq!(distance("ab"), 0);
        assert_eq!(distance("acao"), 1);
        assert_eq!(distance("reportagem"), 2);
    }

    #[test]
    fn without_a_match_the_start_of_the_text_is_shown() {
        let m = matcher("flood", SearchMode::Should);
        assert_eq!(m.excerpt("a < b", 200), "a &lt; b");
        assert_eq!(m.excerpt("one two three", 7), "one two…");
    }
}
