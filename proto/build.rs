//! Compiles the protos under `proto/newsroom` with protox (pure Rust, no protoc) and tonic-prost-build.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files = [
        "newsroom/auth/v1/auth.proto",
        "newsroom/rundowns/v1/rundowns.proto",
        "newsroom/devices/v1/devices.proto",
    ];
    for f in files {
        println!("cargo:rerun-if-changed={f}");
    }
    let fds = protox::compile(files, ["."])?;
    tonic_prost_build::configure()
        .type_attribute(
            ".",
            "#[derive(serde::Serialize, utoipa::ToSchema)] #[serde(rename_all = \"camelCase\")]",
        )
        .type_attribute(
            ".newsroom.rundowns.v1.RundownEvent.data",
            "#[serde(untagged)]",
        )
        // Write only: a device's MOS 4.0 password never leaves the devices service in a response.
        .field_attribute(
            ".newsroom.devices.v1.DeviceInput.password",
            "#[serde(skip_serializing)] #[schema(write_only)]",
        )
        .compile_fds(fds)?;
    Ok(())
}
