//! How text becomes terms (docs/adr/0004-search.md, "Analysis"). Every text goes through
//! [`folded`]: split on anything but letters and digits (Unicode), lower case, accents and other
//! marks folded to ASCII, words over 64 bytes dropped. The stem fields add a Snowball stemmer for
//! each of [`LANGUAGES`] on top, so "reportagens" and "reportagem" meet in Portuguese, "acciones" and
//! "acción" in Spanish. Folding comes before stemming on both sides (index and query), so a word
//! typed without its accents finds the accented one.

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer,
    TextAnalyzer, Token, TokenFilter, TokenStream, Tokenizer,
};

/// The name of the folding analyzer in the index.
pub const FOLDED: &str = "newsroom_folded";

/// The languages whose stemming the index keeps, each with its field (and analyzer) name.
pub const LANGUAGES: [(Language, &str); 3] = [
    (Language::Portuguese, "stem_pt"),
    (Language::Spanish, "stem_es"),
    (Language::English, "stem_en"),
];

/// Words, lower case, accents folded.
pub fn folded() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .build()
}

/// [`folded`], then the stems of `language` (Portuguese plurals first made singular:
/// [`PortuguesePlural`]).
pub fn stemmed(language: Language) -> TextAnalyzer {
    let folded = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter);
    if language == Language::Portuguese {
        folded
            .filter(PortuguesePlural)
            .filter(Stemmer::new(language))
            .build()
    } else {
        folded.filter(Stemmer::new(language)).build()
    }
}

/// The plurals Snowball's Portuguese stemmer leaves alone, made singular on folded words (the
/// first step of the RSLP stemmer, Orengo and Huyck 2001): `-ns` to `-m` ("reportagens",
/// "reportagem"), `-oes` and `-aes` to `-ao` ("eleicoes", "eleicao"), `-ais` to `-al` ("jornais",
/// "jornal"). Words of four letters or fewer are left as they are ("bons", "mais").
#[derive(Clone)]
pub struct PortuguesePlural;

impl PortuguesePlural {
    /// The singular of one folded word.
    pub fn singular(word: &str) -> Option<String> {
        if word.len() <= 4 {
            return None;
        }
        [("ns", "m"), ("oes", "ao"), ("aes", "ao"), ("ais", "al")]
            .into_iter()
            .find_map(|(plural, singular)| {
                word.strip_suffix(plural)
                    .map(|stem| format!("{stem}{singular}"))
            })
    }
}

impl TokenFilter for PortuguesePlural {
    type Tokenizer<T: Tokenizer> = PluralTokenizer<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> PluralTokenizer<T> {
        PluralTokenizer(tokenizer)
    }
}

/// The tokenizer [`PortuguesePlural`] wraps.
#[derive(Clone)]
pub struct PluralTokenizer<T>(T);

impl<T: Tokenizer> Tokenizer for PluralTokenizer<T> {
    type TokenStream<'a> = PluralStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        PluralStream(self.0.token_stream(text))
    }
}

/// The token stream of [`PortuguesePlural`].
pub struct PluralStream<S>(S);

impl<S: TokenStream> TokenStream for PluralStream<S> {
    fn advance(&mut self) -> bool {
        if !self.0.advance() {
            return false;
        }
        if let Some(singular) = PortuguesePlural::singular(&self.0.token().text) {
            self.0.token_mut().text = singular;
        }
        true
    }

    fn token(&self) -> &Token {
        self.0.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.0.token_mut()
    }
}

/// The terms `analyzer` makes of `text`, in order.
pub fn terms(analyzer: &TextAnalyzer, text: &str) -> Vec<String> {
    let mut analyzer = analyzer.clone();
    let mut stream = analyzer.token_stream(text);
    let mut out = Vec::new();
    while stream.advance() {
        out.push(stream.token().text.clone());
    }
    out
}

/// The analyzers of a search: [`folded`] and one [`stemmed`] per language of [`LANGUAGES`].
#[derive(Clone)]
pub struct Analyzers {
    /// [`folded`].
    pub folded: TextAnalyzer,
    /// [`stemmed`] in the order of [`LANGUAGES`].
    pub stems: Vec<TextAnalyzer>,
}

impl Default for Analyzers {
    fn default() -> Self {
        Self {
            folded: folded(),
            stems: LANGUAGES.iter().map(|(l, _)| stemmed(*l)).collect(),
        }
    }
}

impl Analyzers {
    /// The stem of one folded word in each language of [`LANGUAGES`] (the word itself where a
    /// stemmer gives nothing).
    pub fn stems_of(&self, word: &str) -> Vec<String> {
        self.stems
            .iter()
            .map(|s| {
                terms(s, word)
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| word.to_owned())
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_fold_and_words_split_on_punctuation() {
        assert_eq!(
            terms(&folded(), "Ação: reportagem-especial, 2026!"),
            ["acao", "reportagem", "especial", "2026"]
        );
    }

    #[test]
    fn plural_and_singular_share_a_stem() {
        let a = Analyzers::default();
        let pt = |w: &str| a.stems_of(w)[0].clone();
        let es = |w: &str| a.stems_of(w)[1].clone();
        let en = |w: &str| a.stems_of(w)[2].clone();
        assert_eq!(pt("reportagens"), pt("reportagem"));
        assert_eq!(pt("eleicoes"), pt("eleicao"));
        assert_eq!(es("acciones"), es("accion"));
        assert_eq!(en("floods"), en("flooding"));
    }
}
