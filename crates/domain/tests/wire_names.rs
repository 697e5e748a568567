//! The serde names of the domain's enums are their wire forms (`as_str`), so the REST shapes that
//! carry them (and the OpenAPI document listing them) say exactly what the services parse.

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::items::ItemKind;
use newsroom_domain::rundown::{StoryKind, StoryStatus};

fn serde_name<T: serde::Serialize>(v: T) -> String {
    serde_json::to_value(v)
        .unwrap()
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn serde_names_are_the_wire_forms() {
    for s in [
        DisplayStatus::Blank,
        DisplayStatus::Play,
        DisplayStatus::Stop,
    ] {
        assert_eq!(serde_name(s), s.as_str());
    }
    for k in StoryKind::ALL {
        assert_eq!(serde_name(k), k.as_str());
        assert_eq!(StoryKind::parse(&serde_name(k)), Some(k));
    }
    for s in StoryStatus::ALL {
        assert_eq!(serde_name(s), s.as_str());
    }
    for k in [ItemKind::Media, ItemKind::Cg] {
        assert_eq!(serde_name(k), k.as_str());
    }
}
