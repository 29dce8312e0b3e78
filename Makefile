# ludic: the two set-up commands are `make run` and `make test`.
#   make run     build (optimised) and run ludic on every example in examples/
#   make test    build and run the whole suite twice: optimised, then with
#                AddressSanitizer + UndefinedBehaviorSanitizer (warnings are errors)
#   make bench   build (optimised) and run the benchmarks in bench/
#   make build   just the optimised build; the binary is build/release/bin/ludic
#   make fuzz    libFuzzer (clang) on every fuzz target for FUZZ_SECONDS each
JOBS ?= 2
MAKEFLAGS += --no-print-directory
CMAKE ?= cmake
CTEST ?= ctest
RELEASE := build/release
ASAN := build/asan

.PHONY: all build run test test-release test-asan bench fuzz clean

all: build

$(RELEASE)/CMakeCache.txt:
	$(CMAKE) -S . -B $(RELEASE) -DCMAKE_BUILD_TYPE=Release -DLUDIC_WERROR=ON

$(ASAN)/CMakeCache.txt:
	$(CMAKE) -S . -B $(ASAN) -DCMAKE_BUILD_TYPE=Debug -DLUDIC_WERROR=ON -DLUDIC_SANITIZE=ON -DLUDIC_BENCH=OFF

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

FUZZ := build/fuzz
FUZZ_SECONDS ?= 60
fuzz:
	CC=clang $(CMAKE) -S . -B $(FUZZ) -DCMAKE_BUILD_TYPE=Debug -DLUDIC_FUZZ=ON -DLUDIC_BENCH=OFF
	$(CMAKE) --build $(FUZZ) -j $(JOBS)
	@for t in $(FUZZ)/fuzz/fuzz_*; do \
	  case $$t in *_replay) continue;; esac; \
	  name=$$(basename $$t); corpus=fuzz/corpus/$${name#fuzz_}; \
	  echo "== $$name ($(FUZZ_SECONDS) s)"; \
	  mkdir -p $(FUZZ)/new/$$name; \
	  $$t -max_total_time=$(FUZZ_SECONDS) -max_len=4096 $(FUZZ)/new/$$name $$corpus || exit 1; \
	done

clean:
	rm -rf build
