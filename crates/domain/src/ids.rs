//! Typed IDs. Each wraps a positive database key; `parse` refuses 0 and negatives. With the `openapi`
//! feature (the gateway's) each is a schema of its own name in the OpenAPI document (`StoryId`: an
//! integer), so generated clients can keep a `StoryId` from being passed as a `BlockId`.

use serde::{Deserialize, Serialize};

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[serde(transparent)]
        pub struct $name(i64);

        impl $name {
            /// Wraps a key; `None` when it is not positive (mobile.md section 5: an id below 1 is new).
            pub fn parse(raw: i64) -> Option<Self> {
                (raw > 0).then_some(Self(raw))
            }
            /// Wraps a key read from storage, trusted to be positive.
            pub const fn from_db(raw: i64) -> Self {
                Self(raw)
            }
            /// The raw key.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id_type!(
    /// A user.
    UserId
);
id_type!(
    /// A group of users.
    GroupId
);
id_type!(
    /// A branch: one of the broadcaster's stations or bureaus.
    BranchId
);
id_type!(
    /// A program (a show: "Evening News").
    ProgramId
);
id_type!(
    /// A rundown: one program on one date.
    RundownId
);
id_type!(
    /// A block of a rundown.
    BlockId
);
id_type!(
    /// A story of a block.
    StoryId
);
id_type!(
    /// A media or CG item of a story (its MOS itemID).
    ItemId
);
id_type!(
    /// A rundown template of a program.
    TemplateId
);
id_type!(
    /// A control-room device (playout, MAM, teleprompter, CG, closed captions).
    DeviceId
);
id_type!(
    /// A document of the documents service (an assignment, ...): from 10^12 up, so it is never a
    /// story's id (docs/adr/0003-documents.md).
    DocumentId
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_must_be_positive() {
        assert_eq!(StoryId::parse(0), None);
        assert_eq!(StoryId::parse(-2), None);
        assert_eq!(StoryId::parse(7).map(StoryId::get), Some(7));
    }
}
