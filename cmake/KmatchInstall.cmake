# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What `cmake --install` puts under the prefix, and the kmatch CMake package
# (find_package(kmatch)) that exports it, after mlir/examples/standalone and
# CIRCT's CIRCTConfig.cmake:
#
#   bin/kmatch-opt, bin/kmatch-verify          kmatch::kmatch-opt, kmatch::kmatch-verify
#   lib/libKmatch<Name>.a                      kmatch::<Name> (static, link libMLIR.so)
#   lib/libkmatch_rt_cpu.so, libkmatch_rt_cuda.so   kmatch::rt_cpu, kmatch::rt_cuda
#   lib/libkmatchPassPlugin.so                 mlir-opt's --load-{dialect,pass}-plugin
#   include/kmatch/...                         public headers, with the generated .inc
#   include/kmatch/runtime/                    kmatch_rt.h (C), kmatch_kernels.h; kmatch::abi
#   share/kmatch/                              patterns/, transforms/, kernels.json
#   lib/cmake/kmatch/                          kmatchConfig.cmake, kmatchTargets.cmake

include(CMakePackageConfigHelpers)

# The compiler libraries, by the name clients use after kmatch::.
set(KMATCH_EXPORTED_LIBRARIES
  Config Analysis KernelDialect KernelTransforms Templates LaunchToCall
  Conversion Transforms Pipelines TransformOps)
set(kmatch_library_targets)
foreach(name ${KMATCH_EXPORTED_LIBRARIES})
  set(target Kmatch${name})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name})
  target_include_directories(${target} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:${KMATCH_INSTALL_INCLUDEDIR}>)
  list(APPEND kmatch_library_targets ${target})
endforeach()

set_target_properties(kmatch_abi PROPERTIES EXPORT_NAME abi)
set_target_properties(kmatch_rt_cpu PROPERTIES EXPORT_NAME rt_cpu)
set(kmatch_runtime_targets kmatch_abi kmatch_rt_cpu)
if(TARGET kmatch_rt_cuda)
  set_target_properties(kmatch_rt_cuda PROPERTIES EXPORT_NAME rt_cuda)
  list(APPEND kmatch_runtime_targets kmatch_rt_cuda)
endif()

# An instrumented build (KMATCH_SANITIZE) exports the sanitizers' link
# options with its libraries: a project linking them gets the runtimes they
# call (__asan_report_*, __ubsan_handle_*), first in its link.
if(KMATCH_SANITIZE)
  foreach(target ${kmatch_library_targets} ${kmatch_runtime_targets})
    target_link_options(${target} INTERFACE
      -fsanitize=address,undefined -fno-sanitize=vptr)
  endforeach()
endif()

install(TARGETS ${kmatch_library_targets} ${kmatch_runtime_targets}
                kmatch-opt kmatch-verify
  EXPORT kmatchTargets
  RUNTIME DESTINATION ${KMATCH_INSTALL_BINDIR}
  LIBRARY DESTINATION ${KMATCH_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${KMATCH_INSTALL_LIBDIR})
if(TARGET kmatchPassPlugin)
  install(TARGETS kmatchPassPlugin LIBRARY DESTINATION ${KMATCH_INSTALL_LIBDIR})
endif()

# Public headers: the sources' and TableGen's.
install(DIRECTORY include/kmatch ${PROJECT_BINARY_DIR}/include/kmatch
  DESTINATION ${KMATCH_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.h.inc" PATTERN "*.cpp.inc"
                 PATTERN "*.td" PATTERN "CMakeFiles" EXCLUDE)
# The runtime's ABI: the C header shims include, the codes, and the kernel
# list generated from the manifest.
install(FILES runtime/common/kmatch_rt.h runtime/common/kmatch_rt_cpu.h
              runtime/common/kmatch_codes.h runtime/common/kmatch_profile.h
              runtime/common/kmatch_team.h
              ${PROJECT_BINARY_DIR}/runtime/include/kmatch_kernels.h
  DESTINATION ${KMATCH_INSTALL_INCLUDEDIR}/kmatch/runtime)

# Data, found by the tools at ../share/kmatch.
install(DIRECTORY patterns/ DESTINATION ${KMATCH_INSTALL_DATADIR}/patterns)
install(DIRECTORY transforms/ DESTINATION ${KMATCH_INSTALL_DATADIR}/transforms)
install(FILES runtime/kernels.json DESTINATION ${KMATCH_INSTALL_DATADIR})

# The package.
install(EXPORT kmatchTargets NAMESPACE kmatch::
  DESTINATION ${KMATCH_INSTALL_CMAKEDIR})
configure_package_config_file(cmake/kmatchConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/kmatchConfig.cmake
  INSTALL_DESTINATION ${KMATCH_INSTALL_CMAKEDIR}
  PATH_VARS KMATCH_INSTALL_INCLUDEDIR KMATCH_INSTALL_DATADIR
            KMATCH_INSTALL_LIBDIR KMATCH_INSTALL_BINDIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cmake/kmatchConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cmake/kmatchConfig.cmake
              ${PROJECT_BINARY_DIR}/cmake/kmatchConfigVersion.cmake
  DESTINATION ${KMATCH_INSTALL_CMAKEDIR})
