#!/bin/sh
# Install the cc-commander bundle this script sits in, with its desktop integration (menu
# entries, file types, icons), for the current user or under a prefix:
#
#     ./install.sh                 # into ~/.local (no root needed)
#     sudo ./install.sh /usr/local # for everybody
#     ./install.sh --uninstall [PREFIX]
#
# The bundle is copied to PREFIX/lib/cc-commander, the programs are linked from PREFIX/bin,
# and share/ goes to PREFIX/share with each desktop entry's Exec pointing at the copy.
set -eu

uninstall=false
if [ "${1:-}" = "--uninstall" ]; then
    uninstall=true
    shift
fi
prefix="${1:-$HOME/.local}"
here="$(cd "$(dirname "$0")" && pwd)"
target="$prefix/lib/cc-commander"
programs="cc-commander cc-designer"

refresh() {
    # Let the desktop see the change; each tool is optional.
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$prefix/share/mime" || true
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$prefix/share/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 \
            && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q "$prefix/share/icons/hicolor" || true
    fi
}

if $uninstall; then
    for name in $programs; do
        rm -f "$prefix/bin/$name" "$prefix/share/applications/$name.desktop" \
            "$prefix/share/metainfo/$name.metainfo.xml"
        find "$prefix/share/icons/hicolor" -path "*/apps/$name.*" -delete 2>/dev/null || true
    done
    rm -f "$prefix/share/mime/packages/cc-commander.xml"
    rm -rf "$target"
    refresh
    echo "cc-commander removed from $prefix"
    exit 0
fi

if [ "$here" != "$target" ]; then
    rm -rf "$target"
    mkdir -p "$target"
    cp -R "$here/." "$target/"
fi
mkdir -p "$prefix/bin" "$prefix/share/applications" "$prefix/share/metainfo" \
    "$prefix/share/mime/packages" "$prefix/share/icons"
for name in $programs; do
    ln -sf "$target/$name" "$prefix/bin/$name"
    sed "s|^Exec=$name |Exec=\"$target/$name\" |" "$here/share/applications/$name.desktop" \
        > "$prefix/share/applications/$name.desktop"
    cp "$here/share/metainfo/$name.metainfo.xml" "$prefix/share/metainfo/"
done
cp "$here/share/mime/packages/cc-commander.xml" "$prefix/share/mime/packages/"
cp -R "$here/share/icons/hicolor" "$prefix/share/icons/"
refresh
echo "cc-commander installed in $target; menu entries in $prefix/share/applications"
