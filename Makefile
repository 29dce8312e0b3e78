# ludic: the two set-up commands are `make run` and `make test`.
#   make run     build (optimised) and run ludic on every example in examples/
#   make test    build and run the whole suite twice: optimised, then with
#                AddressSanitizer + UndefinedBehaviorSanitizer (warnings are errors)
#   make bench   build (optimised) and run the benchmarks in bench/
#   make build   just the optimised build; the binary is build/release/bin/ludic
#   make fuzz    libFuzzer (clang) on every fuzz target for FUZZ_SECONDS each;
#                fails on the first crash, leak or timeout it finds
#   make web     the WebAssembly module and the page in web/dist/ (installs
#                Debian's wasi-libc and libclang-rt-14-dev-wasm32 when missing)
#   make serve   serve web/dist/ on 127.0.0.1 (PORT, default 8000) and print the address
# Another compiler: `make test CC=clang` builds in build/clang/{release,asan}
# (a CC given on the command line or in the environment picks build/<its name>;
# BUILD=DIR chooses the directory yourself).
JOBS ?= 2
MAKEFLAGS += --no-print-directory
CMAKE ?= cmake
CTEST ?= ctest
ifeq ($(origin CC),default)
BUILD ?= build
CMAKE_CC :=
else
BUILD ?= build/$(notdir $(firstword $(CC)))
CMAKE_CC := -DCMAKE_C_COMPILER="$(CC)"
endif
RELEASE := $(BUILD)/release
ASAN := $(BUILD)/asan

.PHONY: all build run test test-release test-asan bench fuzz clean web serve

all: build

$(RELEASE)/CMakeCache.txt:
	$(CMAKE) -S . -B $(RELEASE) $(CMAKE_CC) -DCMAKE_BUILD_TYPE=Release -DLUDIC_WERROR=ON

$(ASAN)/CMakeCache.txt:
	$(CMAKE) -S . -B $(ASAN) $(CMAKE_CC) -DCMAKE_BUILD_TYPE=Debug -DLUDIC_WERROR=ON -DLUDIC_SANITIZE=ON -DLUDIC_BENCH=OFF

build: $(RELEASE)/CMakeCache.txt
	$(CMAKE) --build $(RELEASE) -j $(JOBS)

# run needs only the executable, not the tests and benchmarks.
run: $(RELEASE)/CMakeCache.txt
	@$(CMAKE) --build $(RELEASE) -j $(JOBS) --target ludic_cli
	@bash examples/run_examples.sh $(RELEASE)/bin/ludic

test-release: build
	cd $(RELEASE) && $(CTEST) --output-on-failure -j $(JOBS)

test-asan: $(ASAN)/CMakeCache.txt
	$(CMAKE) --build $(ASAN) -j $(JOBS)
	cd $(ASAN) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 $(CTEST) --output-on-failure -j $(JOBS) -LE slow

test: test-release test-asan

bench: build
	@bash bench/run_bench.sh $(RELEASE)

# The fuzz build always uses clang (libFuzzer); it builds only the fuzz
# targets. New inputs go to build/fuzz/new/<target>, crashes to
# build/fuzz/artifacts/ (their path is printed).
FUZZ := build/fuzz
FUZZ_SECONDS ?= 60
fuzz:
	$(CMAKE) -S . -B $(FUZZ) -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug -DLUDIC_FUZZ=ON -DLUDIC_BENCH=OFF
	$(CMAKE) --build $(FUZZ) -j $(JOBS) --target $(patsubst fuzz/%.c,%,$(wildcard fuzz/fuzz_*.c))
	@mkdir -p $(FUZZ)/artifacts
	@for src in fuzz/fuzz_*.c; do \
	  name=$$(basename $$src .c); t=$(FUZZ)/fuzz/$$name; corpus=fuzz/corpus/$${name#fuzz_}; \
	  echo "== $$name ($(FUZZ_SECONDS) s)"; \
	  mkdir -p $(FUZZ)/new/$$name; \
	  $$t -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -print_final_stats=1 \
	      -artifact_prefix=$(FUZZ)/artifacts/$$name- $(FUZZ)/new/$$name $$corpus || \
	    { echo "fuzz: $$name failed; the input is in $(FUZZ)/artifacts/"; exit 1; }; \
	done

# The page and the JavaScript package (docs/web.md).
web:
	@sh web/setup.sh
	@sh web/build.sh

PORT ?= 8000
serve:
	@test -f web/dist/ludic.wasm || { echo "make serve: run 'make web' first" >&2; exit 1; }
	@node web/serve.mjs --port $(PORT) web/dist

clean:
	rm -rf build
