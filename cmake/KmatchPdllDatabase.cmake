# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# pdll_compile_commands.yml for mlir-pdll-lsp-server
# (--pdll-compilation-database=<file>): each template with the include
# directories kmatch compiles it with, so that `#include "kmatch/Natives.pdll"`
# and upstream's .td files resolve in an editor. One for the sources, in the
# build tree (upstream's AddMLIR writes its own entries to the same file), and
# one for the installed templates, share/kmatch/pdll_compile_commands.yml.

# kmatch_pdll_database(<out> <patterns dir> <glob>): the entries of every .pdll
# under <patterns dir>, as a string.
function(kmatch_pdll_database out patterns_dir files)
  set(db "")
  foreach(file ${files})
    get_filename_component(name ${file} NAME)
    string(APPEND db "--- !FileInfo:\n"
                     "  filepath: \"${patterns_dir}/${name}\"\n"
                     "  includes: \"${patterns_dir}/include;${MLIR_INCLUDE_DIRS}\"\n")
  endforeach()
  set(${out} "${db}" PARENT_SCOPE)
endfunction()

file(GLOB kmatch_templates CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/patterns/*.pdll)
kmatch_pdll_database(kmatch_source_db ${PROJECT_SOURCE_DIR}/patterns "${kmatch_templates}")
file(APPEND ${CMAKE_BINARY_DIR}/pdll_compile_commands.yml "${kmatch_source_db}")

# The installed one names the prefix it is in. Absolute paths are what
# mlir-pdll-lsp-server reads, so the template (@KMATCH_PREFIX@ for the prefix)
# is installed too, and bin/kmatch-pdll-database writes the database for the
# prefix it finds itself in, for a user who moved the prefix.
kmatch_pdll_database(kmatch_install_db "@KMATCH_PREFIX@/${KMATCH_INSTALL_DATADIR}/patterns"
                     "${kmatch_templates}")
file(WRITE ${PROJECT_BINARY_DIR}/cmake/pdll_compile_commands.yml.in "${kmatch_install_db}")
install(FILES ${PROJECT_BINARY_DIR}/cmake/pdll_compile_commands.yml.in
        DESTINATION ${KMATCH_INSTALL_DATADIR})
install(PROGRAMS ${PROJECT_SOURCE_DIR}/tools/kmatch-pdll-database
        DESTINATION ${KMATCH_INSTALL_BINDIR})
# At install time the database names CMAKE_INSTALL_PREFIX, the prefix the
# files will live in (under DESTDIR while staged).
install(CODE "
  set(KMATCH_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  configure_file(\"${PROJECT_BINARY_DIR}/cmake/pdll_compile_commands.yml.in\"
    \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${KMATCH_INSTALL_DATADIR}/pdll_compile_commands.yml\"
    @ONLY)")
