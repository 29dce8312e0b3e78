#!/usr/bin/perl
# install_header_api.pl HEADER...: the public API as the headers declare it.
# Prints "api NAME" for every declaration that carries LUDIC_API (a function:
# the identifier before its parameter list; an object: the last identifier),
# and "bare NAME" for a file-scope function declaration named ludic_* that
# lacks LUDIC_API (it would be hidden in the shared library). Generic on
# purpose: no name is listed here, so renames need no change.
use strict;
use warnings;

local $/;
for my $file (@ARGV) {
    open(my $fh, '<', $file) or die "cannot read $file: $!\n";
    my $text = <$fh>;
    close($fh);
    $text =~ s{/\*.*?\*/}{ }gs;                   # block comments
    $text =~ s{//[^\n]*}{}g;                      # line comments
    $text =~ s{^[ \t]*#(?:[^\n]*\\\n)*[^\n]*}{}mg; # preprocessor lines, with continuations
    $text =~ s{__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)}{ }g;
    # Split into declarations at ';'; a static inline function's body stays
    # inside its chunk and is skipped below.
    for my $decl (split /;/, $text) {
        if ($decl =~ /\bLUDIC_API\b(.*)/s) {
            my $rest = $1;
            if ($rest =~ /\b([A-Za-z_]\w*)\s*\((?!\s*\*)/) {
                print "api $1\n";
            } elsif ($rest =~ /\b([A-Za-z_]\w*)\s*(?:\[[^\]]*\]\s*)*$/) {
                print "api $1\n";
            } else {
                print "unparsed $rest\n";
            }
        } elsif ($decl !~ /\b(?:static|typedef)\b/ && $decl =~ /\b(ludic_\w+)\s*\((?!\s*\*)/) {
            print "bare $1\n";
        }
    }
}
