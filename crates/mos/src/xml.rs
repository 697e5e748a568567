//! A small element tree over quick-xml, made for MOS: every element keeps the exact text it was read
//! from ([`Element::raw`]), so parts Newsroom does not interpret (`mosExternalMetadata`, story bodies)
//! are passed on byte for byte, as MOS 2.8.5 §6.1 asks of an NCS.
//!
//! Strict where XML 1.0 is (a device's strict parser must read what Newsroom writes, and Newsroom
//! writes back what it read): a character XML 1.0 forbids (§2.2 `Char`: C0 controls but tab, LF and
//! CR; U+FFFE, U+FFFF), written or as a character reference, an element or attribute name that is not
//! an XML name with at most one prefix, and text outside the root element are refused. [`escape`] and
//! [`escape_attr`] are the one place text is escaped for XML: they drop the forbidden characters, so
//! nothing written with them can be refused for its characters.

use std::borrow::Cow;

use quick_xml::Reader;
use quick_xml::XmlVersion;
use quick_xml::events::Event;

/// Deeper nesting than this is refused (a MOS message is at most a dozen levels deep; the limit keeps
/// hostile input from exhausting the stack of code walking the tree).
pub const MAX_DEPTH: usize = 128;

/// An element with its attributes, children and raw source text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    /// Local name (any namespace prefix removed).
    pub name: String,
    /// Attributes in document order, values unescaped.
    pub attrs: Vec<(String, String)>,
    /// Child elements and text runs in document order.
    pub children: Vec<Node>,
    /// The element exactly as it appeared in the input, start tag to end tag.
    pub raw: String,
}

/// A child of an [`Element`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    /// A child element.
    Element(Element),
    /// Text (entities and character references resolved; CDATA included as text).
    Text(String),
}

/// Why a document could not be read as XML.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XmlError {
    /// quick-xml's description of the syntax error.
    #[error("malformed XML: {0}")]
    Syntax(String),
    /// No root element.
    #[error("no element in the message")]
    Empty,
    /// Nesting deeper than [`MAX_DEPTH`].
    #[error("elements nested deeper than {MAX_DEPTH}")]
    TooDeep,
    /// A character XML 1.0 forbids (see [`is_xml_char`]), as itself or as a character reference.
    #[error("character U+{:04X} is not allowed in XML 1.0", u32::from(*.0))]
    Character(char),
}

/// True for a character XML 1.0 allows in a document (§2.2 `Char`): tab, LF, CR, U+0020 to U+D7FF,
/// U+E000 to U+FFFD and U+10000 up. Surrogates cannot occur in a Rust `char`.
pub const fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// `text` for element content: `&`, `<`, `>` as entities, CR as `&#13;` (a parser would turn a
/// literal CR into LF), every character XML 1.0 forbids dropped (no reference can carry it).
pub fn escape(text: &str) -> Cow<'_, str> {
    escape_with(text, false)
}

/// `value` for an attribute between double quotes: as [`escape`], and `"`, `'`, tab and LF as
/// references too (attribute-value normalisation would turn a literal tab or LF into a space).
pub fn escape_attr(value: &str) -> Cow<'_, str> {
    escape_with(value, true)
}

fn escape_with(text: &str, attr: bool) -> Cow<'_, str> {
    let special = |c: char| {
        matches!(c, '&' | '<' | '>' | '\r')
            || (attr && matches!(c, '"' | '\'' | '\t' | '\n'))
            || !is_xml_char(c)
    };
    if !text.contains(special) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\r' => out.push_str("&#13;"),
            '"' if attr => out.push_str("&quot;"),
            '\'' if attr => out.push_str("&apos;"),
            '\t' if attr => out.push_str("&#9;"),
            '\n' if attr => out.push_str("&#10;"),
            c if !is_xml_char(c) => {}
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// `text` without the characters XML 1.0 forbids: for XML text built elsewhere (a [`crate::message::Raw`]
/// part) that goes out as it is.
pub fn strip_forbidden(text: &str) -> Cow<'_, str> {
    if text.chars().all(is_xml_char) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.chars().filter(|c| is_xml_char(*c)).collect())
    }
}

/// XML 1.0 `NameStartChar` (§2.3), without the colon (namespaces give it a meaning of its own).
fn is_name_start(c: char) -> bool {
    matches!(c,
        'A'..='Z' | '_' | 'a'..='z' | '\u{c0}'..='\u{d6}' | '\u{d8}'..='\u{f6}' | '\u{f8}'..='\u{2ff}'
        | '\u{370}'..='\u{37d}' | '\u{37f}'..='\u{1fff}' | '\u{200c}'..='\u{200d}'
        | '\u{2070}'..='\u{218f}' | '\u{2c00}'..='\u{2fef}' | '\u{3001}'..='\u{d7ff}'
        | '\u{f900}'..='\u{fdcf}' | '\u{fdf0}'..='\u{fffd}' | '\u{10000}'..='\u{effff}')
}

/// XML 1.0 `NameChar` (§2.3), without the colon.
fn is_name_char(c: char) -> bool {
    is_name_start(c)
        || matches!(c, '-' | '.' | '0'..='9' | '\u{b7}' | '\u{300}'..='\u{36f}' | '\u{203f}'..='\u{2040}')
}

/// A name with at most one prefix (`mos`, `xsi:type`; Namespaces in XML, `QName`); anything else is
/// refused, so the local name Newsroom may write back is itself a name.
fn qname(name: &str) -> Result<&str, XmlError> {
    let ncname = |s: &str| {
        let mut cs = s.chars();
        cs.next().is_some_and(is_name_start) && cs.all(is_name_char)
    };
    let ok = match name.split_once(':') {
        Some((prefix, local)) => ncname(prefix) && ncname(local),
        None => ncname(name),
    };
    if ok {
        Ok(name)
    } else {
        Err(XmlError::Syntax(format!("bad name {name:?}")))
    }
}

impl Element {
    /// The first child element named `name` (ASCII case-insensitive: peers differ in `roId`/`roID`).
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.elements().find(|e| e.name.eq_ignore_ascii_case(name))
    }

    /// Every child element named `name`, in order.
    pub fn children_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.elements()
            .filter(move |e| e.name.eq_ignore_ascii_case(name))
    }

    /// Child elements in order.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.children.iter().filter_map(|n| match n {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        })
    }

    /// The text of this element and its descendants, trimmed.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.collect_text(&mut out);
        out.trim().to_string()
    }

    fn collect_text(&self, out: &mut String) {
        for n in &self.children {
            match n {
                Node::Text(t) => out.push_str(t),
                Node::Element(e) => e.collect_text(out),
            }
        }
    }

    /// The trimmed text of the child `name`, `None` when absent or empty.
    pub fn child_text(&self, name: &str) -> Option<String> {
        self.child(name)
            .map(Element::text)
            .filter(|t| !t.is_empty())
    }

    /// The value of attribute `name` (case-insensitive).
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The raw text between this element's start and end tags (empty for `<x/>`).
    pub fn inner_raw(&self) -> &str {
        let Some(open_end) = self.raw.find('>') else {
            return "";
        };
        if self.raw[..open_end].ends_with('/') {
            return "";
        }
        let close = self.raw.rfind("</").unwrap_or(self.raw.len());
        &self.raw[open_end + 1..close.max(open_end + 1)]
    }
}

fn local(name: &str) -> String {
    match name.rsplit_once(':') {
        Some((_, l)) => l.to_string(),
        None => name.to_string(),
    }
}

/// Reads the root element of `xml` (an XML declaration, comments and processing instructions around
/// it are skipped).
pub fn parse(xml: &str) -> Result<Element, XmlError> {
    // quick-xml skips a byte-order mark but counts positions inconsistently around it (found by
    // `cargo fuzz run parse`: a slice inside the BOM panicked); drop it before reading.
    let xml = xml.strip_prefix('\u{feff}').unwrap_or(xml);
    // A second mark before the first markup is no whitespace, so not well-formed; quick-xml would skip
    // it too and shift every position by its three bytes, so the raw text kept of elements (written
    // back as it came) would lose three characters (found by `cargo fuzz run parse` after 4.2 million
    // inputs: `</mosExternalMetada</mosObj>` written back).
    let prolog = &xml[..xml.find('<').unwrap_or(xml.len())];
    if prolog.contains('\u{feff}') {
        return Err(XmlError::Syntax(
            "a byte-order mark where markup must begin".into(),
        ));
    }
    if let Some(c) = xml.chars().find(|c| !is_xml_char(*c)) {
        return Err(XmlError::Character(c));
    }
    let mut reader = Reader::from_str(xml);
    reader.config_mut().check_end_names = true;
    let mut stack: Vec<(Element, usize)> = Vec::new();
    let syntax = |e: quick_xml::Error| XmlError::Syntax(e.to_string());
    loop {
        let start = reader.buffer_position() as usize;
        let event = reader.read_event().map_err(syntax)?;
        let end = reader.buffer_position() as usize;
        match event {
            Event::Start(s) | Event::Empty(s) if stack.len() >= MAX_DEPTH => {
                let _ = s;
                return Err(XmlError::TooDeep);
            }
            Event::Start(s) => {
                let el = Element {
                    name: local(qname(s.name().as_ref())?),
                    attrs: attrs(&s)?,
                    children: vec![],
                    raw: String::new(),
                };
                stack.push((el, start));
            }
            Event::Empty(s) => {
                let el = Element {
                    name: local(qname(s.name().as_ref())?),
                    attrs: attrs(&s)?,
                    children: vec![],
                    raw: slice(xml, start, end)?,
                };
                if let Some(done) = attach(&mut stack, el) {
                    return Ok(done);
                }
            }
            Event::End(_) => {
                let Some((mut el, from)) = stack.pop() else {
                    return Err(XmlError::Syntax("end tag without start tag".into()));
                };
                el.raw = slice(xml, from, end)?;
                if let Some(done) = attach(&mut stack, el) {
                    return Ok(done);
                }
            }
            Event::Text(t) => {
                push_text(&mut stack, &t.xml_content(XmlVersion::Implicit1_0))?;
            }
            Event::CData(t) => {
                push_text(&mut stack, &t.xml_content(XmlVersion::Implicit1_0))?;
            }
            Event::GeneralRef(r) => {
                let text = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    _ => {
                        let name = r.xml_content(XmlVersion::Implicit1_0);
                        quick_xml::escape::resolve_predefined_entity(&name)
                            .map(str::to_string)
                            .ok_or_else(|| XmlError::Syntax(format!("unknown entity &{name};")))?
                    }
                };
                push_text(&mut stack, &text)?;
            }
            Event::Eof => {
                return Err(if stack.is_empty() {
                    XmlError::Empty
                } else {
                    XmlError::Syntax("message ends inside an element".into())
                });
            }
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) | Event::DocType(_) => {}
        }
    }
}

/// The source text between two reader positions; a position off a character boundary is a syntax
/// error, never a panic.
fn slice(xml: &str, from: usize, to: usize) -> Result<String, XmlError> {
    xml.get(from..to)
        .map(str::to_string)
        .ok_or_else(|| XmlError::Syntax(format!("bad element bounds {from}..{to}")))
}

fn attrs(s: &quick_xml::events::BytesStart<'_>) -> Result<Vec<(String, String)>, XmlError> {
    s.attributes()
        .map(|a| {
            let a = a.map_err(|e| XmlError::Syntax(e.to_string()))?;
            let key = local(qname(a.key.as_ref())?);
            let value = a
                .normalized_value(XmlVersion::Implicit1_0)
                .map_err(|e| XmlError::Syntax(e.to_string()))?;
            if let Some(c) = value.chars().find(|c| !is_xml_char(*c)) {
                return Err(XmlError::Character(c));
            }
            Ok((key, value.into_owned()))
        })
        .collect()
}

/// Adds text to the open element; text outside the root must be white space, and a character
/// reference may not bring in a character XML 1.0 forbids (`&#1;`).
fn push_text(stack: &mut [(Element, usize)], text: &str) -> Result<(), XmlError> {
    if let Some(c) = text.chars().find(|c| !is_xml_char(*c)) {
        return Err(XmlError::Character(c));
    }
    match stack.last_mut() {
        Some((el, _)) => match el.children.last_mut() {
            Some(Node::Text(t)) => t.push_str(text),
            _ => el.children.push(Node::Text(text.to_string())),
        },
        None if text.trim().is_empty() => {}
        None => return Err(XmlError::Syntax("text outside the root element".into())),
    }
    Ok(())
}

/// Adds a finished element to its parent, or returns it when it is the root.
fn attach(stack: &mut [(Element, usize)], el: Element) -> Option<Element> {
    match stack.last_mut() {
        Some((parent, _)) => {
            parent.children.push(Node::Element(el));
            None
        }
        None => Some(el),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_order_mark_before_the_root_never_panics() {
        // The input `cargo fuzz run parse` found (crash-48dfa84a...), and a BOM before a real message.
        let _ = parse("\u{feff}><\u{2}/>><\u{2}/><=<~><>");
        let root = parse("\u{feff}<mos><heartbeat/></mos>").unwrap();
        assert_eq!(root.elements().next().unwrap().raw, "<heartbeat/>");
    }

    #[test]
    fn a_second_byte_order_mark_is_refused_not_read_three_bytes_off() {
        // The shape of crash-84054dc4... (`cargo fuzz run parse`, 4.2 million inputs): two marks, then
        // a message whose external metadata is kept raw and was written back three characters short.
        let meta = "<mosExternalMetadata><mosScope>STORY</mosScope><mosPayload><a>1</a></mosPayload></mosExternalMetadata>";
        let doc = format!("<mos><mosID>d</mosID><ncsID>n</ncsID>{meta}</mos>");
        assert!(matches!(
            parse(&format!("\u{feff}\u{feff}{doc}")),
            Err(XmlError::Syntax(_))
        ));
        assert!(matches!(
            parse(&format!("\u{feff} \u{feff}{doc}")),
            Err(XmlError::Syntax(_))
        ));
        // One mark is fine, and the raw text of every element is exactly what came.
        let root = parse(&format!("\u{feff}{doc}")).unwrap();
        assert_eq!(root.elements().last().unwrap().raw, meta);
        // A U+FEFF inside content is a character like any other.
        let root = parse("<mos><a>x\u{feff}y</a></mos>").unwrap();
        assert_eq!(root.elements().next().unwrap().raw, "<a>x\u{feff}y</a>");
    }

    #[test]
    fn refuses_what_xml_1_0_forbids() {
        // Issue 11, point 15: what `cargo fuzz run parse` seeded with the real messages found: a NUL
        // and an element whose local name is empty were accepted, and the `Unknown` body was written
        // back as `</>`, which no reader takes.
        let crash = "<mos><mosID>a\0</mosID><ncsID>b</ncsID><x:/></mos>";
        assert_eq!(parse(crash), Err(XmlError::Character('\0')));
        let crash = crash.replace('\0', "");
        assert!(matches!(parse(&crash), Err(XmlError::Syntax(_))), "{crash}");
        for bad in ["\u{1}", "\u{1b}", "\u{fffe}", "\u{ffff}"] {
            let text = format!("<mos><a>{bad}</a></mos>");
            assert!(
                matches!(parse(&text), Err(XmlError::Character(_))),
                "{text:?}"
            );
            let attr = format!("<mos><a b=\"{bad}\"/></mos>");
            assert!(
                matches!(parse(&attr), Err(XmlError::Character(_))),
                "{attr:?}"
            );
        }
        for reference in ["&#0;", "&#1;", "&#x1B;", "&#xFFFE;"] {
            let text = format!("<mos><a>{reference}</a></mos>");
            assert!(parse(&text).is_err(), "{text}");
            let attr = format!("<mos><a b=\"{reference}\"/></mos>");
            assert!(parse(&attr).is_err(), "{attr}");
        }
        for name in ["x:", ":x", "a:b:c", "1a", "-a", "a b\u{3000}"] {
            let text = format!("<mos><{name}/></mos>");
            assert!(matches!(parse(&text), Err(XmlError::Syntax(_))), "{text}");
        }
        assert!(parse("<mos><a x:=\"1\"/></mos>").is_err());
        assert!(parse("junk<mos><a/></mos>").is_err());
        // What XML allows still reads: tab, line breaks, references to them, prefixes, any script.
        let ok = parse("<?xml version=\"1.0\"?>\n<mos:mos xmlns:mos=\"u\"><é·a-1 b=\"&#9;\">\t\r\n&#13;中</é·a-1></mos:mos>\n")
            .unwrap();
        assert_eq!(ok.name, "mos");
        let child = ok.elements().next().unwrap();
        assert_eq!(child.attr("b"), Some("\t"));
        assert_eq!(child.text(), "中");
    }

    #[test]
    fn escapes_drop_forbidden_characters() {
        assert_eq!(escape("a<b>&c\r\n\t\"'"), "a&lt;b&gt;&amp;c&#13;\n\t\"'");
        assert_eq!(escape_attr("\"'\t\n"), "&quot;&apos;&#9;&#10;");
        assert_eq!(escape("A\u{1}\0B\u{fffe}\u{ffff}"), "AB");
        assert!(matches!(escape("plain"), Cow::Borrowed(_)));
        assert_eq!(strip_forbidden("<p>a\u{1b}b</p>"), "<p>ab</p>");
    }

    #[test]
    fn keeps_raw_text_and_resolves_entities() {
        let xml = "<mos><a x=\"1&amp;2\">A &amp; B&#160;<b>c</b></a><m><p  k='v'>raw &lt;kept&gt;</p></m></mos>";
        let root = parse(xml).unwrap();
        let a = root.child("A").unwrap();
        assert_eq!(a.attr("x"), Some("1&2"));
        assert_eq!(a.text(), "A & B\u{a0}c");
        assert_eq!(
            root.child("m").unwrap().inner_raw(),
            "<p  k='v'>raw &lt;kept&gt;</p>"
        );
    }

    #[test]
    fn refuses_mismatched_and_truncated() {
        assert!(matches!(
            parse("<mos><a></b></mos>"),
            Err(XmlError::Syntax(_))
        ));
        assert!(matches!(parse("<mos><a>"), Err(XmlError::Syntax(_))));
        assert_eq!(parse("  "), Err(XmlError::Empty));
        let deep = "<a>".repeat(200) + &"</a>".repeat(200);
        assert_eq!(parse(&deep), Err(XmlError::TooDeep));
    }
}
