#!/usr/bin/env bash
# install_version_cli.sh VERSION: `ludic --version` prints the CMake project version.
. "$(dirname "$0")/../cli/lib.sh"
expect_out "" "ludic ${1:?usage: install_version_cli.sh VERSION}" --version
finish
