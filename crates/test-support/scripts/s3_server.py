"""An S3-compatible server for the file storage tests: moto (PyPI, `scripts/test-deps.sh` installs
it) on a free loopback port with one empty bucket. Prints `READY <port>` once it answers, then
serves until its stdin closes (the test process ends or drops it).

Usage: python3 s3_server.py <bucket>
"""
import logging
import sys

import boto3
from moto.server import ThreadedMotoServer

bucket = sys.argv[1]
logging.getLogger("werkzeug").setLevel(logging.ERROR)
server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
server.start()
_, port = server.get_host_and_port()
boto3.client(
    "s3",
    endpoint_url=f"http://127.0.0.1:{port}",
    region_name="us-east-1",
    aws_access_key_id="test",
    aws_secret_access_key="test",
).create_bucket(Bucket=bucket)
print(f"READY {port}", flush=True)
sys.stdin.read()
server.stop()
