//! The enums of `newsroom.rundowns.v1` and the domain's (`newsroom_domain`), both ways, for the
//! rundowns service and every reader of its messages. A proto value UNSPECIFIED (or one this build
//! does not know, which prost reads as UNSPECIFIED) reads as `None`; the caller says which field it was.

use crate::rundowns::v1 as pb;
use newsroom_domain::display::DisplayStatus;
use newsroom_domain::items::{CgField, ITEM_SLUG_MAX, ItemKind, StoryItem};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{StoryKind, StoryStatus};

/// A display status on the wire.
pub fn display_status(d: DisplayStatus) -> pb::DisplayStatus {
    match d {
        DisplayStatus::Blank => pb::DisplayStatus::Blank,
        DisplayStatus::Play => pb::DisplayStatus::Play,
        DisplayStatus::Stop => pb::DisplayStatus::Stop,
    }
}

/// A display status from the wire.
pub fn display_status_in(p: pb::DisplayStatus) -> Option<DisplayStatus> {
    Some(match p {
        pb::DisplayStatus::Unspecified => return None,
        pb::DisplayStatus::Blank => DisplayStatus::Blank,
        pb::DisplayStatus::Play => DisplayStatus::Play,
        pb::DisplayStatus::Stop => DisplayStatus::Stop,
    })
}

/// A story's kind on the wire.
pub fn story_type(k: StoryKind) -> pb::StoryType {
    match k {
        StoryKind::Text => pb::StoryType::Text,
        StoryKind::Teaser => pb::StoryType::Teaser,
        StoryKind::Heading => pb::StoryType::Heading,
        StoryKind::Note => pb::StoryType::Note,
        StoryKind::Information => pb::StoryType::Information,
        StoryKind::Vo => pb::StoryType::Vo,
        StoryKind::VoSot => pb::StoryType::VoSot,
        StoryKind::Sot => pb::StoryType::Sot,
        StoryKind::Package => pb::StoryType::Package,
        StoryKind::Live => pb::StoryType::Live,
    }
}

/// A story's status on the wire.
pub fn story_status(s: StoryStatus) -> pb::StoryStatus {
    match s {
        StoryStatus::Draft => pb::StoryStatus::Draft,
        StoryStatus::InProgress => pb::StoryStatus::InProgress,
        StoryStatus::Ready => pb::StoryStatus::Ready,
        StoryStatus::Killed => pb::StoryStatus::Killed,
    }
}

/// An item's kind on the wire.
pub fn item_kind(k: ItemKind) -> pb::ItemKind {
    match k {
        ItemKind::Media => pb::ItemKind::Media,
        ItemKind::Cg => pb::ItemKind::Cg,
    }
}

/// An item's kind from the wire.
pub fn item_kind_in(p: pb::ItemKind) -> Option<ItemKind> {
    Some(match p {
        pb::ItemKind::Unspecified => return None,
        pb::ItemKind::Media => ItemKind::Media,
        pb::ItemKind::Cg => ItemKind::Cg,
    })
}

/// A story's media or CG item on the wire (a reportage's graphic too).
pub fn story_item(i: &StoryItem) -> pb::StoryItem {
    pb::StoryItem {
        id: i.id,
        kind: item_kind(i.kind).into(),
        device_id: i.device_id,
        object_id: i.object_id.clone(),
        slug: i.slug.clone(),
        duration_ms: i.duration_ms,
        ignore: i.ignore,
        placeholder: i.placeholder,
        template_id: i.template_id,
        template_name: i.template_name.clone(),
        fields: i
            .fields
            .iter()
            .map(|f| pb::CgField {
                name: f.name.clone(),
                value: f.value.clone(),
            })
            .collect(),
        mark_in_ms: i.mark_in_ms,
        mark_out_ms: i.mark_out_ms,
        timebase: i32::try_from(i.timebase).unwrap_or(0),
    }
}

/// Reads an item from the wire, of kind `kind` (its id is ignored: a new item gets one; the slug
/// trimmed to [`ITEM_SLUG_MAX`], a negative length dropped).
pub fn story_item_in(p: pb::StoryItem, kind: ItemKind) -> StoryItem {
    StoryItem {
        id: 0,
        kind,
        device_id: p.device_id,
        object_id: p.object_id.trim().to_string(),
        slug: p.slug.trim().chars().take(ITEM_SLUG_MAX).collect(),
        duration_ms: p.duration_ms.filter(|d| *d >= 0),
        ignore: p.ignore,
        placeholder: p.placeholder,
        template_id: p.template_id,
        template_name: p.template_name,
        fields: p.fields.into_iter().map(cg_field_in).collect(),
        mark_in_ms: None,
        mark_out_ms: None,
        timebase: p.timebase.max(0) as u32,
    }
}

/// Reads a CG field value.
pub fn cg_field_in(f: pb::CgField) -> CgField {
    CgField {
        name: f.name,
        value: f.value,
    }
}

/// A log action on the wire.
pub fn log_action(a: LogAction) -> pb::LogAction {
    match a {
        LogAction::Create => pb::LogAction::Create,
        LogAction::Update => pb::LogAction::Update,
        LogAction::Delete => pb::LogAction::Delete,
        LogAction::Move => pb::LogAction::Move,
        LogAction::Approve => pb::LogAction::Approve,
        LogAction::Disapprove => pb::LogAction::Disapprove,
        LogAction::Display => pb::LogAction::Display,
    }
}

/// A log action from the wire.
pub fn log_action_in(p: pb::LogAction) -> Option<LogAction> {
    Some(match p {
        pb::LogAction::Unspecified => return None,
        pb::LogAction::Create => LogAction::Create,
        pb::LogAction::Update => LogAction::Update,
        pb::LogAction::Delete => LogAction::Delete,
        pb::LogAction::Move => LogAction::Move,
        pb::LogAction::Approve => LogAction::Approve,
        pb::LogAction::Disapprove => LogAction::Disapprove,
        pb::LogAction::Display => LogAction::Display,
    })
}

/// A story's kind from the wire.
pub fn story_type_in(p: pb::StoryType) -> Option<StoryKind> {
    Some(match p {
        pb::StoryType::Unspecified => return None,
        pb::StoryType::Text => StoryKind::Text,
        pb::StoryType::Teaser => StoryKind::Teaser,
        pb::StoryType::Heading => StoryKind::Heading,
        pb::StoryType::Note => StoryKind::Note,
        pb::StoryType::Information => StoryKind::Information,
        pb::StoryType::Vo => StoryKind::Vo,
        pb::StoryType::VoSot => StoryKind::VoSot,
        pb::StoryType::Sot => StoryKind::Sot,
        pb::StoryType::Package => StoryKind::Package,
        pb::StoryType::Live => StoryKind::Live,
    })
}

/// A story's status from the wire.
pub fn story_status_in(p: pb::StoryStatus) -> Option<StoryStatus> {
    Some(match p {
        pb::StoryStatus::Unspecified => return None,
        pb::StoryStatus::Draft => StoryStatus::Draft,
        pb::StoryStatus::InProgress => StoryStatus::InProgress,
        pb::StoryStatus::Ready => StoryStatus::Ready,
        pb::StoryStatus::Killed => StoryStatus::Killed,
    })
}

/// A permission area on the wire (`AREA_<NAME>`, the domain's name with a prefix).
pub fn area(a: newsroom_domain::permission::Area) -> crate::auth::v1::Area {
    crate::auth::v1::Area::from_str_name(&format!("AREA_{}", a.as_str()))
        .unwrap_or(crate::auth::v1::Area::Unspecified)
}

/// A permission area from the wire; `None` for UNSPECIFIED.
pub fn area_in(a: crate::auth::v1::Area) -> Option<newsroom_domain::permission::Area> {
    a.as_str_name().strip_prefix("AREA_")?.parse().ok()
}

/// A level of access on the wire.
pub fn level(l: newsroom_domain::permission::Level) -> crate::auth::v1::Level {
    crate::auth::v1::Level::from_str_name(&format!("LEVEL_{}", l.as_str()))
        .unwrap_or(crate::auth::v1::Level::Unspecified)
}

/// A level of access from the wire; `None` for UNSPECIFIED.
pub fn level_in(l: crate::auth::v1::Level) -> Option<newsroom_domain::permission::Level> {
    l.as_str_name().strip_prefix("LEVEL_")?.parse().ok()
}

#[cfg(test)]
mod permission_tests {
    use newsroom_domain::permission::{Area, Level};

    #[test]
    fn every_area_and_level_crosses_the_wire_and_back() {
        for a in Area::ALL {
            assert_ne!(super::area(*a), crate::auth::v1::Area::Unspecified, "{a}");
            assert_eq!(super::area_in(super::area(*a)), Some(*a));
        }
        for l in [Level::None, Level::Read, Level::Write, Level::Admin] {
            assert_eq!(super::level_in(super::level(l)), Some(l));
        }
        assert_eq!(super::area_in(crate::auth::v1::Area::Unspecified), None);
    }
}

/// An edit lock (of a story or a document) as clients see it: the holder by its opaque tag, never the
/// uuid or session; `ttl` an ISO-8601 duration (whole seconds, rounded up); `locked` false in an
/// `unlock` event.
pub fn lock_view(l: &newsroom_locks::Lock, locked: bool) -> pb::StoryLock {
    let secs = l.ttl_ms.div_ceil(1000).max(1);
    pb::StoryLock {
        story_id: l.id,
        user_id: l.user_id,
        nickname: l.nickname.clone(),
        holder: newsroom_domain::lock::holder_tag(&l.session, &l.uuid),
        since: l.since.clone(),
        locked,
        ttl: newsroom_domain::time::Duration::from_secs(i64::try_from(secs).unwrap_or(i64::MAX))
            .to_iso(),
    }
}

/// A diff (`newsroom_domain::revision::line_diff`) on the wire, line by line: stories' and documents'.
pub fn diff_lines(lines: Vec<newsroom_domain::revision::DiffLine>) -> Vec<pb::DiffLine> {
    use newsroom_domain::revision::DiffOp;
    lines
        .into_iter()
        .map(|l| pb::DiffLine {
            op: match l.op {
                DiffOp::Equal => pb::DiffOp::Equal,
                DiffOp::Insert => pb::DiffOp::Insert,
                DiffOp::Delete => pb::DiffOp::Delete,
            }
            .into(),
            text: l.text,
        })
        .collect()
}
