#!/usr/bin/env bash
# install_version_cli.sh VERSION: `ludic --version` prints the CMake project
# version, and the man page's title line names the same version.
. "$(dirname "$0")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
version=${1:?usage: install_version_cli.sh VERSION}
expect_out "" "ludic $version" --version
case "$(head -1 "$LUDIC_SOURCE_DIR/docs/ludic.1")" in
  *"\"ludic $version\""*) ;;
  *) fail "docs/ludic.1's .TH line does not name ludic $version: $(head -1 "$LUDIC_SOURCE_DIR/docs/ludic.1")" ;;
esac
finish
