//! A small element tree over quick-xml, made for MOS: every element keeps the exact text it was read
//! from ([`Element::raw`]), so parts Newsroom does not interpret (`mosExternalMetadata`, story bodies)
//! are passed on byte for byte, as MOS 2.8.5 §6.1 asks of an NCS.

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
                    name: local(s.name().as_ref()),
                    attrs: attrs(&s)?,
                    children: vec![],
                    raw: String::new(),
                };
                stack.push((el, start));
            }
            Event::Empty(s) => {
                let el = Element {
                    name: local(s.name().as_ref()),
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
                push_text(&mut stack, &t.xml_content(XmlVersion::Implicit1_0));
            }
            Event::CData(t) => {
                push_text(&mut stack, &t.xml_content(XmlVersion::Implicit1_0));
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
                push_text(&mut stack, &text);
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
            let value = a
                .normalized_value(XmlVersion::Implicit1_0)
                .map_err(|e| XmlError::Syntax(e.to_string()))?;
            Ok((local(a.key.as_ref()), value.into_owned()))
        })
        .collect()
}

fn push_text(stack: &mut [(Element, usize)], text: &str) {
    if let Some((el, _)) = stack.last_mut() {
        match el.children.last_mut() {
            Some(Node::Text(t)) => t.push_str(text),
            _ => el.children.push(Node::Text(text.to_string())),
        }
    }
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
