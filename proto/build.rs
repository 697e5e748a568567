//! Compiles the protos under `proto/newsroom` with protox (pure Rust, no protoc) and tonic-prost-build.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files = [
        "newsroom/auth/v1/auth.proto",
        "newsroom/rundowns/v1/rundowns.proto",
        "newsroom/devices/v1/devices.proto",
        "newsroom/documents/v1/documents.proto",
    ];
    for f in files {
        println!("cargo:rerun-if-changed={f}");
    }
    let fds = protox::compile(files, ["."])?;
    tonic_prost_build::configure().compile_fds(fds)?;
    Ok(())
}
